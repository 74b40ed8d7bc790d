'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { FileUpload } from '@/components/files/file-upload'
import { useRemoveFile } from '@/components/files/use-remove-file'
import { PendingButton } from '@/components/forms/pending-button'
import { FILE_MAX_MB } from '@/lib/files/sizes'
import { fileUrl, filesUrl } from '@/lib/files/urls'
import type { ProfileFormContext } from './form-context'
import { ProfileSection } from './profile-section'

const CHOOSER_ID = 'profile-picture-file'
// What the browser's chooser offers first: the types lib/files/rules.ts takes for a picture
// (not imported from there, which would bring zod into the dialog before the form needs it).
const PICTURE_TYPES = 'image/png,image/jpeg,image/webp'

/**
 * The person's own profile picture: the current one, an upload that replaces it and its
 * removal. A picture is stored (or removed) at once, apart from 'Save Changes'; the header,
 * drawn on the server, is then drawn again to show it. Only on one's own profile: the avatars
 * bucket lets nobody but the owner write a person's picture.
 */
export function ProfilePicture({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const router = useRouter()
  const removeFile = useRemoveFile()
  const [path, setPath] = useState(ctx.avatarPath)
  const [removing, setRemoving] = useState(false)
  const profileId = ctx.form.getValues('profileId')

  const show = (next: string | null) => {
    setPath(next)
    router.refresh()
  }

  const remove = async () => {
    if (!path || removing) return
    setRemoving(true)
    const removed = await removeFile('avatars', { name: t('picture.current'), path })
    setRemoving(false)
    if (!removed) return
    show(null)
    // The remove button is gone with the picture: the focus goes where a new one is chosen.
    requestAnimationFrame(() => document.getElementById(CHOOSER_ID)?.focus())
  }

  return (
    <ProfileSection name="picture">
      <div className="flex flex-wrap items-center gap-4">
        {path ? (
          // A plain <img>: next/image would fetch the picture on the server, without the
          // person's session, and /files serves only to a signed-in schoolmate.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={fileUrl('avatars', path)}
            alt={t('picture.current')}
            width={80}
            height={80}
            className="size-20 rounded-full bg-muted object-cover"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('picture.none')}</p>
        )}
        {path && (
          <PendingButton
            type="button"
            variant="outline"
            pending={removing}
            onClick={() => void remove()}
          >
            {removing ? t('picture.removing') : t('picture.remove')}
          </PendingButton>
        )}
      </div>
      <FileUpload
        id={CHOOSER_ID}
        url={filesUrl('avatars', [profileId])}
        label={t('fields.picture')}
        hint={t('picture.hint')}
        accept={PICTURE_TYPES}
        buttonLabel={path ? t('picture.replace') : t('picture.upload')}
        pendingLabel={t('picture.uploading')}
        maxMb={FILE_MAX_MB.avatars}
        onUploaded={(file) => show(file.path)}
      />
    </ProfileSection>
  )
}

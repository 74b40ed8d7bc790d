'use client'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { ClientMessages } from '@/components/i18n/client-messages'
import { LazyDialog } from '@/components/ui/lazy-dialog'
import { loadProfileAction, type ProfileDialogData } from '@/lib/actions/profile'

// The form (and its zod schema) loads only when a dialog first opens.
const ProfileForm = dynamic(() => import('./profile-form').then((m) => m.ProfileForm))

export type ProfileDialogLabels = {
  title: string
  description: string
  loading: string
  close: string
  loadFailed: string
}

/**
 * The profile-settings dialog: the caller's own profile (no `profileId`) or a student's,
 * opened by the student's principal or parent. Its data and texts are read when it opens;
 * a missing name falls back to the session's.
 */
export function ProfileDialog({
  trigger,
  profileId,
  callerRole,
  fallbackName,
  labels,
}: {
  trigger: React.ReactElement<React.ComponentProps<'button'>>
  profileId?: string
  callerRole: string
  fallbackName: { firstName: string; lastName: string }
  labels: ProfileDialogLabels
}) {
  const [open, setOpen] = useState(false)
  const [data, setData] = useState<ProfileDialogData | null>(null)
  const [failed, setFailed] = useState(false)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return
    setData(null)
    setFailed(false)
    void loadProfileAction({ profileId }).then(
      (result) => (result.ok ? setData(result.data) : setFailed(true)),
      () => setFailed(true),
    )
  }

  return (
    <LazyDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      className="sm:max-w-3xl"
    >
      {failed || (profileId && data && data.state !== 'ok') ? (
        // Someone else's profile opens only when all of it was read: saving a half-read
        // form would overwrite what could not be read.
        <p role="alert">{labels.loadFailed}</p>
      ) : data ? (
        <ClientMessages messages={data.messages}>
          <ProfileForm
            data={{
              ...data,
              values: {
                ...data.values,
                firstName: data.values.firstName || fallbackName.firstName,
                lastName: data.values.lastName || fallbackName.lastName,
              },
            }}
            callerRole={callerRole}
            own={!profileId}
            onDone={() => setOpen(false)}
          />
        </ClientMessages>
      ) : (
        <p role="status">{labels.loading}</p>
      )}
    </LazyDialog>
  )
}

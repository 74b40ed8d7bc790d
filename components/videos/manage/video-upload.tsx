'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Field } from '@/components/forms/field'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { useActionFeedback } from '@/components/forms/use-action-feedback'
import { useFieldErrorText } from '@/components/forms/use-field-errors'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { attachVideoFileAction } from '@/lib/actions/videos'
import { browserStorage } from '@/lib/supabase/browser-backend'
import { M } from '@/lib/validation/messages'
import {
  isVideoType,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
  videoFilePath,
  type VideoType,
} from '@/lib/videos/files'

type Values = { file: FileList | null }

/** The file's problem as a `validation` message key, checked before a byte is sent. */
function checkFile(files: FileList | null): string | true {
  const file = files?.[0]
  if (!file) return M.videoFileRequired
  if (!isVideoType(file.type)) return M.videoType
  if (file.size > MAX_VIDEO_BYTES) return M.videoTooLarge
  return true
}

/**
 * Uploads a video's file: checked here for type and size, sent straight to Storage as a
 * resumable upload with the person's own token, so the videos bucket's policies decide (the
 * bytes never pass through the app server; a dropped connection is retried and continues where
 * it stopped) with a progress bar
 * and a way to cancel, then attached to the video. Its length is read from the file when the file
 * says it (a browser recording may not).
 */
export function VideoUpload({ videoId, hasFile }: { videoId: string; hasFile: boolean }) {
  const t = useT('videosManage')
  const ts = useT('status')
  const feedback = useActionFeedback()
  const errorText = useFieldErrorText()
  const router = useRouter()
  const form = useForm<Values>({ defaultValues: { file: null } })
  const [percent, setPercent] = useState<number | null>(null)
  // The connection dropped and the upload is trying again; cleared by the next progress.
  const [retrying, setRetrying] = useState(false)
  // How to stop the upload under way (kept in state: the Cancel button shows while there is one).
  const [cancel, setCancel] = useState<(() => void) | null>(null)
  const id = `video-file-${videoId}`

  const onSubmit = form.handleSubmit(async ({ file: files }) => {
    const file = files![0]
    // The upload's code (duration reading, the resumable protocol) is needed only once a file
    // is sent, so it is fetched then rather than with the page.
    const { readDuration, sendResumable } = await import('@/lib/videos/upload')
    // checkFile has accepted the type; the server's schema checks it again.
    const info = {
      id: videoId,
      type: file.type as VideoType,
      size: file.size,
      durationSeconds: await readDuration(file),
    }
    const target = {
      ...(await browserStorage()),
      bucket: 'videos',
      objectName: videoFilePath(videoId, info.type),
    }
    setPercent(0)
    const sent = sendResumable(target, file, {
      onPercent: (p) => {
        setRetrying(false)
        setPercent(p)
      },
      onRetry: () => setRetrying(true),
    })
    setCancel(() => sent.abort)
    const outcome = await sent.done
    setCancel(null)
    setPercent(null)
    setRetrying(false)
    if (outcome === 'aborted') return void feedback({ ok: false, error: t('file.cancelled') })
    if (outcome === 'tooLarge')
      return void feedback({
        ok: false,
        error: t('file.tooLarge', { mb: MAX_VIDEO_BYTES / (1024 * 1024) }),
      })
    if (outcome === 'forbidden') return void feedback({ ok: false, error: ts('errors.forbidden') })
    if (outcome === 'failed') return void feedback({ ok: false, error: t('file.failed') })
    if (feedback(await attachVideoFileAction(info))) {
      form.reset()
      router.refresh()
    }
  })

  const uploading = percent !== null
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <Field
        id={id}
        label={hasFile ? t('file.replace') : t('file.choose')}
        hint={t('file.hint')}
        error={errorText(form.formState.errors.file)}
      >
        {(a) => (
          <Input
            id={id}
            type="file"
            accept={VIDEO_TYPES.join(',')}
            aria-describedby={a.describedBy}
            aria-invalid={a.invalid}
            disabled={uploading}
            {...form.register('file', { validate: checkFile })}
          />
        )}
      </Field>
      {uploading && (
        <div className="grid gap-2">
          <progress
            id={`${id}-progress`}
            aria-label={t('file.progress')}
            value={percent}
            max={100}
            className="h-3 w-full accent-primary"
          />
          <p className="text-sm" aria-hidden={!retrying} role={retrying ? 'status' : undefined}>
            {retrying ? t('file.retrying', { percent }) : t('file.uploading', { percent })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <FormSubmitButton
          form={form}
          label={t('file.upload')}
          pendingLabel={t('file.uploadingShort')}
        />
        {uploading && (
          <Button type="button" variant="outline" onClick={() => cancel?.()}>
            {t('file.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}

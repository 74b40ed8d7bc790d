'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { saveTranscriptAction } from '@/lib/actions/videos'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { TranscriptInput } from '@/lib/validation/videos'

const resolver = lazyZodResolver<TranscriptInput>(() =>
  import('@/lib/validation/videos').then((m) => m.transcriptSchema),
)

/**
 * The written transcript, pasted or typed. It is shown under the video as a whole text, beside
 * the line-by-line transcript made from the captions; an empty box removes it.
 */
export function TranscriptForm({
  videoId,
  transcript,
}: {
  videoId: string
  transcript: string | null
}) {
  const t = useT('videosManage.transcript')
  const form = useForm<TranscriptInput>({
    resolver,
    defaultValues: { videoId, transcript: transcript ?? '' },
  })
  const field = useFieldProps(form)
  // After saving, the box keeps what was saved (trimmed as stored), so the next edit starts from it.
  const onSubmit = useFormSubmit(form, () =>
    form.reset({ videoId, transcript: form.getValues('transcript').trim() }),
  )((values) => saveTranscriptAction(values))
  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="grid max-w-2xl gap-4"
    >
      <TextareaField
        id={`transcript-${videoId}`}
        label={t('label')}
        hint={t('hint')}
        rows={10}
        {...field('transcript')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={t('save')}
        pendingLabel={t('saving')}
        className="justify-self-start"
      />
    </form>
  )
}

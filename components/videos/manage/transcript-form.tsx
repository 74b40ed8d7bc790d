'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useActionForm } from '@/components/forms/action-form'
import { TextareaField } from '@/components/forms/textarea-field'
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
  // After saving, the box keeps what was saved (trimmed as stored), so the next edit starts from it.
  const { field, formProps } = useActionForm({
    resolver,
    defaultValues: { videoId, transcript: transcript ?? '' },
    save: (values) => saveTranscriptAction(values),
    startOver: (saved) => ({ ...saved, transcript: saved.transcript.trim() }),
  })
  return (
    <ActionForm {...formProps} layout="page" label={t('save')} pendingLabel={t('saving')}>
      <TextareaField
        id={`transcript-${videoId}`}
        label={t('label')}
        hint={t('hint')}
        rows={10}
        {...field('transcript')}
      />
    </ActionForm>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useActionForm } from '@/components/forms/action-form'
import { Field } from '@/components/forms/field'
import { SelectField } from '@/components/forms/select-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { Input } from '@/components/ui/input'
import { saveCaptionsAction } from '@/lib/actions/videos'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { CaptionInput } from '@/lib/validation/videos'
import { MAX_VTT_BYTES } from '@/lib/videos/webvtt'

const resolver = lazyZodResolver<CaptionInput>(() =>
  import('@/lib/validation/videos').then((m) => m.captionSchema),
)

/**
 * Adds a caption track, or replaces the track of the same language: a WebVTT file chosen from
 * the computer fills the text box, or the text is pasted or typed there. The server checks
 * every cue and names the line a broken file breaks on.
 */
export function CaptionForm({
  videoId,
  languages,
}: {
  videoId: string
  languages: { value: string; label: string }[]
}) {
  const t = useT('videosManage.captions')
  // After saving, the language stays chosen and the box empties for the next track.
  const { form, field, formProps } = useActionForm({
    resolver,
    defaultValues: { videoId, language: languages[0]?.value ?? '', content: '' } as CaptionInput,
    save: (values) => saveCaptionsAction(values),
    startOver: (saved) => ({ ...saved, content: '' }),
  })
  const fileId = `captions-file-${videoId}`

  const readFile = async (file: File | undefined) => {
    if (!file) return
    // A file larger than a track may be is not read into the page; the server would refuse it.
    const text = file.size > MAX_VTT_BYTES ? '' : await file.text()
    form.setValue('content', text, { shouldDirty: true })
    if (!text)
      form.setError(
        'content',
        { type: 'server', message: t('fileTooLarge') },
        { shouldFocus: false },
      )
    else form.clearErrors('content')
  }

  return (
    <ActionForm {...formProps} layout="page" label={t('save')} pendingLabel={t('saving')}>
      <SelectField
        id={`captions-language-${videoId}`}
        label={t('language')}
        empty={t('chooseLanguage')}
        options={languages}
        {...field('language')}
      />
      <Field id={fileId} label={t('file')} hint={t('fileHint')}>
        {(a) => (
          <Input
            id={fileId}
            type="file"
            accept=".vtt,text/vtt"
            aria-describedby={a.describedBy}
            onChange={(e) => readFile(e.target.files?.[0])}
          />
        )}
      </Field>
      <TextareaField
        id={`captions-content-${videoId}`}
        label={t('content')}
        hint={t('contentHint')}
        rows={8}
        className="font-mono"
        {...field('content')}
      />
    </ActionForm>
  )
}

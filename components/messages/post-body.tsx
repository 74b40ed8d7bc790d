import type { ComponentProps } from 'react'
import { ReadAloudControls } from '@/components/speech/read-aloud-controls'
import type { Locale } from '@/lib/i18n/locale'
import { AttachmentFiles } from './attachment-files'

/**
 * What a message or an announcement says, marked with the language it is written in (so a
 * screen reader and the read-aloud voice pronounce it right), then its files and its read-aloud
 * button: the same in a thread, on the announcements page and on the dashboard.
 */
export function PostBody({
  body,
  lang,
  files,
  readAloud,
}: {
  body: string
  lang: Locale
  files: ComponentProps<typeof AttachmentFiles>
  readAloud: Omit<ComponentProps<typeof ReadAloudControls>, 'lang'>
}) {
  return (
    <>
      <p lang={lang} className="whitespace-pre-wrap break-words">
        {body}
      </p>
      <AttachmentFiles {...files} />
      <ReadAloudControls {...readAloud} lang={lang} />
    </>
  )
}

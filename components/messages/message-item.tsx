import { getLocale, getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import type { ThreadMessage } from '@/lib/data/messages'
import { contentLang } from '@/lib/i18n/text-language'
import type { Locale } from '@/lib/i18n/locale'
import { PostBody } from './post-body'

/**
 * One message of a thread: who wrote it and when, "only you and X" for a private one, the text
 * in its own language (so a screen reader and read-aloud use the right voice), its files.
 */
export async function MessageItem({ message, me }: { message: ThreadMessage; me: string }) {
  const [t, locale] = await Promise.all([getTranslations('messages.thread'), getLocale()])
  const lang = contentLang(message.body, locale as Locale)
  const writer = message.sender ?? t('unknownSender')
  const other = message.senderId === me ? message.privateToName : message.sender
  const headingId = `message-${message.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('wrote', { name: writer })}
        </h3>
        <p className="text-sm text-muted-foreground">
          <When at={message.createdAt} />
        </p>
      </header>
      {message.privateTo && (
        <p className="text-sm font-medium">{t('private', { name: other ?? writer })}</p>
      )}
      <PostBody
        body={message.body}
        lang={lang}
        files={{
          paths: message.attachments,
          sizes: message.attachmentSizes,
          label: t('attachments'),
        }}
        readAloud={{
          text: message.body,
          label: t('readAloud'),
          about: t('readAloudAbout', { name: writer }),
        }}
      />
    </article>
  )
}

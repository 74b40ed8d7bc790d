import { formatDate } from '@/lib/i18n/dates'
import type { Role } from '@/lib/auth/roles'
import { phraseNotification, safeLink, type Phrasable } from '@/lib/notifications/text'
import { renderAuthEmail } from './auth-templates'
import { escape, page, translators, type Locale, type Rendered } from './page'

export type { Locale, Rendered } from './page'

/**
 * Oppi's e-mails, one template per kind of mail, in the reader's language: a subject, a plain
 * text part, and an HTML part that a screen reader reads as it reads a page (a language, a
 * title, one heading, text in paragraphs and lists, links that say where they go, no images,
 * no layout tables). A notification e-mail says what the bell says (lib/notifications/text.ts).
 */
type Item = Phrasable & { link: string | null; at?: string }

/** A notification row of the queue's data, phrased for its reader as the bell phrases it. */
function phrase(locale: Locale, item: Item, reader: Role) {
  const { notifications } = translators(locale)
  return phraseNotification(notifications as never, item, reader, locale)
}

export function renderEmail(
  template: 'notification' | 'digest' | 'auth',
  locale: Locale,
  data: Record<string, unknown>,
  siteUrl: string,
  apiUrl?: string,
): Rendered {
  if (template === 'auth') return renderAuthEmail(locale, data, { siteUrl, apiUrl })
  const { email: t } = translators(locale)
  const link = (path: string | null) => `${siteUrl}${safeLink(path) ?? '/notifications'}`
  const footer = t('footer', { settings: `${siteUrl}/settings#email` })
  const reader = (data.reader as Role | undefined) ?? 'student'
  if (template === 'notification') {
    const item = data as unknown as Item
    const { title, body } = phrase(locale, item, reader)
    const url = link(item.link)
    const important = (item.data as { important?: boolean } | null)?.important === true
    const subject = important ? t('importantSubject', { title }) : title
    return {
      subject,
      text: `${title}\n\n${body}\n\n${t('open')}: ${url}\n\n-- \n${footer}\n`,
      html: page(
        locale,
        subject,
        `<h1 style="font-size: 1.3em;">${escape(title)}</h1>
<p>${escape(body)}</p>
<p><a href="${escape(url)}">${escape(t('openNamed', { title }))}</a></p>
<hr>
<p style="font-size: 0.9em;">${escape(footer)}</p>`,
      ),
    }
  }
  const items = (data.items as Item[]) ?? []
  const day = formatDate(new Date(`${String(data.day)}T12:00:00Z`), locale)
  const subject = t('digestSubject', { day, count: items.length })
  const phrased = items.map((item) => ({ ...phrase(locale, item, reader), url: link(item.link) }))
  return {
    subject,
    text: `${subject}\n\n${phrased.map((p) => `- ${p.title}: ${p.body}\n  ${p.url}`).join('\n')}\n\n-- \n${footer}\n`,
    html: page(
      locale,
      subject,
      `<h1 style="font-size: 1.3em;">${escape(subject)}</h1>
<ul>
${phrased.map((p) => `<li><a href="${escape(p.url)}">${escape(p.title)}</a>: ${escape(p.body)}</li>`).join('\n')}
</ul>
<hr>
<p style="font-size: 0.9em;">${escape(footer)}</p>`,
    ),
  }
}

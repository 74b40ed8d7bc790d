import { createTranslator } from 'use-intl/core'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'

/** What every e-mail template shares: its languages, its translators and its HTML page. */
export type Locale = 'en' | 'fi'
export type Rendered = { subject: string; text: string; html: string }

const MESSAGES = { en, fi } as const

export function translators(locale: Locale) {
  const messages = MESSAGES[locale] as never
  return {
    email: createTranslator({ locale, messages, namespace: 'email' as never }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string,
    notifications: createTranslator({ locale, messages, namespace: 'notifications' as never }),
  }
}

export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #111; max-width: 40em; margin: 0 auto; padding: 1em;">
${body}
</body>
</html>`
}

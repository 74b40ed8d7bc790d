import type messages from '@/messages/en.json'
import type { Locale } from './locale'

// next-intl's type registration: `t('…')` and `getTranslations('…')` accept only keys and
// namespaces that messages/en.json has, so a missing or misspelt key is a type error rather than
// a raw key on the page. English is the reference; tests/unit keep fi.json's keys equal to it.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}

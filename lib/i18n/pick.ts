import type { AbstractIntlMessages } from 'next-intl'

type Messages = { [key: string]: string | Messages }

/** Only the namespaces a client subtree uses are sent to the browser. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]])) as Messages
}

import type { AbstractIntlMessages } from 'next-intl'

/** Only the namespaces a client subtree uses are sent to the browser. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
}

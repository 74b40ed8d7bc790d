import type { CompiledMessage } from 'icu-minify/format'
import type { AbstractIntlMessages } from 'next-intl'

/**
 * Message namespaces as client components receive them: compiled by the app's build (plain
 * text stays a string, a message with values becomes a small array), or as written in
 * messages/*.json where nothing compiles them (tests).
 */
export type MessageTree = { [key: string]: CompiledMessage | MessageTree }

/** Only the namespaces a client subtree uses are sent to the browser. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): MessageTree {
  return Object.fromEntries(
    namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  ) as MessageTree
}

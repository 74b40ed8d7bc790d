import type { MessageKeys, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl'

/**
 * The keys of messages/en.json as types (registered with next-intl in ./app-config.ts), for
 * code that passes a translator or a key around: a key built at run time is typed as one of
 * these unions, so a message that does not exist is a type error, not a raw key on the page.
 */

/** Every message by its full path: 'status.errors.forbidden'. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>

/** Every namespace (an object of messages): 'status', 'status.errors'. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/** The keys of one namespace, relative to it: KeyIn<'status.errors'> has 'forbidden'. */
export type KeyIn<Namespace extends MessageNamespace> = MessageKeys<
  NestedValueOf<Messages, Namespace>,
  NestedKeyOf<NestedValueOf<Messages, Namespace>>
>

type Values = Record<string, string | number>

/** Translating a key of one namespace (`getTranslations('live')`, `useT('live')`). */
export type TranslateIn<Namespace extends MessageNamespace> = (
  key: KeyIn<Namespace>,
  values?: Values,
) => string

/** A translator of one namespace that can also be asked whether it has a message. */
export type TranslatorIn<Namespace extends MessageNamespace> = TranslateIn<Namespace> & {
  has: (key: KeyIn<Namespace>) => boolean
}

/** Translating a key of the whole tree: what the actions' helpers ask of a translator. */
export type Translate = (key: MessageKey, values?: Values) => string

/**
 * A translator of the whole tree, as server actions have it (`Context['t']`). The one
 * `getTranslations()` returns fits it. Actions pass this plain signature around rather than
 * next-intl's type: named as `ReturnType<typeof getTranslations>`, that one stands for every
 * namespace at once, and with a message tree this size TypeScript gives up on it ("union type
 * too complex", "excessively deep") and then lets wrong keys through.
 */
export type Translator = Translate & { has: (key: MessageKey) => boolean }

/**
 * Whether a key only known at run time (a zod issue's message, a database row's kind) has a
 * message in `t`'s namespace, and if so, that it is one of its keys: the one place a string
 * becomes a key, after the messages themselves were asked.
 */
export function hasMessage<Key extends string>(
  t: { has: (key: Key) => boolean },
  key: string,
): key is Key {
  return t.has(key as Key)
}

type IntlFormatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules

const made = new Map<string, IntlFormatter>()

/**
 * One Intl formatter per kind, locale and options, made once and kept: making one costs far
 * more than using it, and a page asks for the same few again and again (dozens of dates a
 * list, a plural in every row).
 */
export function intlOnce<T extends IntlFormatter>(
  kind: string,
  locale: unknown,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${String(locale)}|${JSON.stringify(options ?? {})}`
  let formatter = made.get(key)
  if (!formatter) made.set(key, (formatter = make()))
  return formatter as T
}

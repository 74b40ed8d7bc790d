/** A caption language's name in the reader's language ("English", "suomi" → "Suomi"). */
export function languageName(code: string, locale: string): string {
  let name: string | undefined
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code)
  } catch {
    name = undefined
  }
  const text = name && name !== code ? name : code
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

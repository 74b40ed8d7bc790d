/**
 * Pure parts of voice input (dictation into a text field with the browser's speech
 * recognition): which language to listen for and how a heard phrase joins the text.
 */

/** The recognition language for the page's language: a full tag, as recognisers expect one. */
export function recognitionLang(pageLang: string | null | undefined): string {
  const lang = (pageLang ?? '').trim()
  if (lang.toLowerCase().startsWith('fi')) return 'fi-FI'
  if (lang.includes('-')) return lang
  return 'en-GB'
}

/**
 * The field's text with `heard` put where the cursor (or selection) was, separated from its
 * neighbours by a single space, and where the cursor goes after it.
 */
export function insertDictation(
  value: string,
  start: number,
  end: number,
  heard: string,
): { value: string; cursor: number } {
  const phrase = heard.trim()
  if (!phrase) return { value, cursor: end }
  const before = value.slice(0, start)
  const after = value.slice(end)
  const lead = before && !/\s$/.test(before) ? ' ' : ''
  const trail = after && !/^\s/.test(after) ? ' ' : ''
  const inserted = `${lead}${phrase}${trail}`
  return { value: before + inserted + after, cursor: before.length + lead.length + phrase.length }
}

/** tts-speak reads at most this many characters in one request. */
export const SERVER_TEXT_LIMIT = 1000

/** The longest start of `text` within the limit that ends a sentence, or failing that a word. */
function firstPart(text: string): string {
  if (text.length <= SERVER_TEXT_LIMIT) return text
  const head = text.slice(0, SERVER_TEXT_LIMIT)
  const sentence = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('\n'),
  )
  if (sentence > SERVER_TEXT_LIMIT / 2) return head.slice(0, sentence + 1).trimEnd()
  const word = head.lastIndexOf(' ')
  return word > 0 ? head.slice(0, word) : head
}

/**
 * A text cut into pieces tts-speak takes whole: at sentence ends where it can, else between
 * words. Read one after another, they read the whole text (a long assignment's instructions
 * are not cut short by the server voice).
 */
export function serverParts(text: string): string[] {
  const parts: string[] = []
  let rest = text.trim()
  while (rest) {
    const part = firstPart(rest)
    parts.push(part)
    rest = rest.slice(part.length).trimStart()
  }
  return parts
}

import type { Locale } from './locale'

// Short, frequent words that occur in one of the two languages and not in the other (teachers'
// instructions and feedback), for telling which language a text is written in.
const FINNISH = new Set(
  'ja on ei että tai kun jos mutta myös sinun sinä voit kysy tee lue kirjoita vastaa hyvää hienoa hieno työtä tehtävät tehtävä sivun sivu ole olet jokin kaikki kaikkiin jokaiseen mitä miten niin vielä nyt tämä tässä kysymys kysymykseen opettajalta opettaja epäselvää epäselväksi kiitos tarkista uudelleen hyvin'.split(
    ' ',
  ),
)
const ENGLISH = new Set(
  'the and is are of to you your a an in on if it this that with for what how good great work check again ask answer every read write question questions please well unclear anything teacher page exercises'.split(
    ' ',
  ),
)

/**
 * The language a piece of content is written in, Finnish or English, by its words and its
 * letters (ä, ö, å are Finnish); null when the text gives no clear answer. The content gets it
 * as its `lang`, so screen readers and read-aloud use a voice of the right language whatever
 * the language of the interface.
 */
export function textLanguage(text: string | null | undefined): Locale | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}]+/gu) ?? []
  let fi = 0
  let en = 0
  for (const word of words) {
    if (FINNISH.has(word) || /[äöå]/.test(word)) fi++
    else if (ENGLISH.has(word)) en++
  }
  return fi > en ? 'fi' : en > fi ? 'en' : null
}

/** The language of a text, or the reader's interface language when the text does not tell. */
export function contentLang(text: string | null | undefined, fallback: Locale): Locale {
  return textLanguage(text) ?? fallback
}

export type Language = 'en' | 'fi'
export const LANGUAGES: readonly Language[] = ['en', 'fi']

// Short words that are frequent in one language and rare in the other.
const FINNISH_WORDS = new Set([
  'ja',
  'on',
  'ei',
  'että',
  'se',
  'tämä',
  'hän',
  'mutta',
  'kun',
  'tai',
  'olen',
  'olet',
  'ovat',
  'minä',
  'sinä',
  'me',
  'te',
  'he',
  'mitä',
  'miten',
  'missä',
  'kuka',
  'voit',
  'voin',
  'sinun',
  'minun',
  'myös',
  'niin',
  'nyt',
  'kiitos',
  'hei',
  'tehtävä',
  'kanssa',
  'vain',
  'jos',
  'koska',
  'mikä',
  'oli',
  'ole',
  // Question words and the forms of "I" that open most questions people ask.
  'onko',
  'montako',
  'kuinka',
  'mitkä',
  'milloin',
  'ketkä',
  'keneltä',
  'kenellä',
  'minulla',
  'minulle',
  'minua',
  'sinulla',
  'vielä',
  'uusia',
])
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'is',
  'of',
  'to',
  'in',
  'it',
  'you',
  'that',
  'this',
  'with',
  'for',
  'are',
  'was',
  'be',
  'have',
  'not',
  'on',
  'your',
  'can',
  'what',
  'how',
  'where',
  'who',
  'please',
  'thanks',
  'hello',
  'my',
  'do',
  'a',
  'an',
])

/**
 * English or Finnish, from the words of the text: letters, endings and frequent short words
 * typical of each language count; a tie reads as English.
 */
export function detectLanguage(text: string): Language {
  const lower = text.toLowerCase()
  let fi = (lower.match(/[äöå]/g) ?? []).length
  let en = 0
  // A letter stuck to a digit is a name like "5A", not the English article.
  for (const word of lower.match(/(?<![\d\p{L}'])[\p{L}']+/gu) ?? []) {
    if (FINNISH_WORDS.has(word)) fi += 2
    if (ENGLISH_WORDS.has(word)) en += 2
    // Long vowels English rarely has and the -ssa/-ssä, -lla/-llä, -sta/-stä endings are
    // typical of Finnish; b, c, f, q, w, x, z, "th" and "-ing" hardly occur in Finnish words.
    if (/(aa|ii|uu|yy)/.test(word)) fi += 1
    if (/(ss|ll|st)[aä]$/.test(word)) fi += 1
    // The question ending -ko/-kö ("onko", "saanko", "montako") and -ia/-iä plurals.
    if (word.length >= 5 && /(k[oö]|[aeiouyäö]i[aä])$/.test(word)) fi += 1
    if (/[bcfqwxz]|th|ing$/.test(word)) en += 1
  }
  return fi > en ? 'fi' : 'en'
}

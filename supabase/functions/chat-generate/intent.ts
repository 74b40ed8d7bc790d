// Which common question a message asks, in English or Finnish. Patterns match word stems so
// that Finnish inflections ("tehtävät", "tehtäviä", "tehtäväni") are caught by one rule.

export type Intent =
  | 'other_person'
  | 'read_aloud'
  | 'how_to_hand_in'
  | 'grades'
  | 'due'
  | 'to_grade'
  | 'children'
  | 'accommodations'
  | 'classes'
  | 'where'
  | 'page'
  | 'greeting'
  | 'unknown'

// Order matters: the first rule that matches wins, most specific first.
const RULES: [Exclude<Intent, 'other_person' | 'unknown'>, RegExp][] = [
  [
    'read_aloud',
    /read (it |this |that )?(out )?(aloud|out loud)|text.to.speech|lue (se |tämä |tätä )?ääneen|ääneen|puhe(ena|synteesi)/i,
  ],
  [
    'how_to_hand_in',
    /\bhow\b.*\b(hand|turn|submit|upload)|\b(miten|kuinka)\b.*(palaut|lähet)|\bpalautan\b|\blähetän\b/i,
  ],
  ['to_grade', /to grade|need(s)? grading|ungraded|to mark|arvioi(tava|ttava|da|n)|arvioimat/i],
  [
    'grades',
    /grade|score|mark|feedback|result|arvosan|arvio|numero|pisteet|pisteitä|palaute|palautetta/i,
  ],
  [
    'due',
    /\bdue\b|deadline|homework|assignment|\blate\b|hand in|to submit|what.*(to do|should i do)|palautettava|palauttaa|tehtäv|läksy|läksyt|myöhä|määräaika|pitää tehdä/i,
  ],
  ['children', /\b(child|children|kids?|son|daughter)\b|lapse|lapsi|poikani|tyttär/i],
  [
    'accommodations',
    /accommodat|extended time|extra time|support|tukitoim|lisäaika|lisäaikaa|mukautu|tuki/i,
  ],
  ['classes', /class(es)?\b|subject|course|luokka|luokkani|luoki|oppiaine|aine(et|ita)?\b|kurss/i],
  ['where', /where (is|are|can|do)|find|missä|mistä|löydän|löytyy/i],
  [
    'page',
    /this page|this view|what (can|does) (i|this)|help|tällä sivulla|tämä sivu|tässä näkymässä|mitä (täällä|tällä)|ohje|auta/i,
  ],
  ['greeting', /^(hi|hello|hey|moi|hei|terve|morjens|huomenta)\b/i],
]

/** A name in the possessive: "Eino's grades", "Einon arvosanat". */
const POSSESSIVE_EN = /\b([A-ZÅÄÖ][\p{Ll}]+)'s\b/u
const POSSESSIVE_FI =
  /\b([A-ZÅÄÖ][\p{Ll}]+)n\s+(arvosan|arvio|tehtäv|palautu|numero|pisteet|läksy|tiedo|luok)/u

/**
 * The first name a message asks about when it is not the asker's own, or null. `allowed` are
 * the first names the asker may ask about: themself, and a parent's children.
 */
export function otherPerson(message: string, allowed: string[]): string | null {
  const known = allowed.map((n) => n.toLocaleLowerCase('fi')).filter(Boolean)
  const en = message.match(POSSESSIVE_EN)?.[1]
  const fi = message.match(POSSESSIVE_FI)?.[1]
  for (const name of [en, fi]) {
    if (!name) continue
    const lower = name.toLocaleLowerCase('fi')
    // A Finnish genitive changes the stem ("Liisa" → "Liisan", "Aino" → "Ainon", "Eetu" →
    // "Eetun"), so a known name matches when one begins the other.
    if (!known.some((k) => k === lower || k.startsWith(lower) || lower.startsWith(k))) return name
  }
  return null
}

export function recognise(message: string, allowedNames: string[]): Intent {
  if (otherPerson(message, allowedNames)) return 'other_person'
  for (const [intent, pattern] of RULES) if (pattern.test(message)) return intent
  return 'unknown'
}

// Which common question a message asks, in English or Finnish. Patterns match word stems so
// that Finnish inflections ("tehtävät", "tehtäviä", "tehtäväni") are caught by one rule; a
// stem that is the start of an unrelated word is closed with (?!\p{L}) — JavaScript's \b does
// not know ä and ö, and "palaute" (feedback) begins "palautettava" (to hand in).

export type Intent =
  | 'other_person'
  | 'student'
  | 'read_aloud'
  | 'how_to_hand_in'
  | 'where'
  | 'page'
  | 'waiting_members'
  | 'not_handed_in'
  | 'to_grade'
  | 'submitted'
  | 'late'
  | 'average'
  | 'next_due'
  | 'count'
  | 'teachers'
  | 'grades'
  | 'due'
  | 'children'
  | 'accommodations'
  | 'notifications'
  | 'classes'
  | 'greeting'
  | 'unknown'

type Recognised = Exclude<Intent, 'other_person' | 'student' | 'unknown'>

// Order matters: the first rule that matches wins, most specific first.
const RULES: [Recognised, RegExp][] = [
  [
    'read_aloud',
    /read (it |this |that )?(out )?(aloud|out loud)|text.to.speech|lue (se |tämä |tätä )?ääneen|ääneen|puhe(ena|synteesi)/iu,
  ],
  [
    'how_to_hand_in',
    /\bhow (do|can|should|to|does|would)\b.*\b(hand|turn|submit|upload)|(?<!\p{L})(miten|kuinka)(?!\p{L}).*palaut(?!e(tta|en|et|ita)?(?!\p{L}))|(?<!\p{L})(miten|kuinka)(?!\p{L}).*lähet|^palautan|^lähetän/iu,
  ],
  [
    'where',
    /^(where|how do i (get|go|find)|how can i find)\b|\bwhere (is|are|can|do|does|should)\b|\bfind\b|(?<!\p{L})(missä|mistä|millä sivulla|löydän|löytyy|pääsen)(?!\p{L})/iu,
  ],
  [
    'page',
    /this page|this view|what (can|does|is) (i do )?(here|this)|what can i do here|(?<!\p{L})(tällä sivulla|tämä sivu|tässä näkymässä|täällä|tällä sivulla|tässä)(?!\p{L})|mitä (täällä|tällä|tässä)/iu,
  ],
  [
    'waiting_members',
    /await|waiting (for|to be) (approv|activat)|need(s)? (approv|activat)|pending|not (yet )?(been )?(activated|approved)|to (approve|activate)|(odottaa|odottavat) (hyväksyntää|hyväksymistä|aktivointia|käyttöönottoa)|hyväksymät|hyväksyttäv|odottaa pääsyä/iu,
  ],
  [
    'not_handed_in',
    /\b(who|which students?|whose)\b.*\b(not|n't|yet to|missing)\b.*\b(hand|handed|submit|submitted|turn|turned|done)\b|\b(who|which students?)\b.*\bmissing\b|(?<!\p{L})(kuka|ketkä|keneltä|keiltä|kenellä|keillä)(?!\p{L}).*((?<!\p{L})(ei|eivät)(?!\p{L}).*palaut|palauttamatta|puuttuu)/iu,
  ],
  [
    'to_grade',
    /to grade|need(s)? (grading|marking)|ungraded|to mark|not (yet )?(been )?graded|n't (yet )?(been )?graded|waiting for (a )?(grade|grading|marks?)|arvioitav|arvioida|arvioimatta|arvioimat|odotta\p{L}* (vielä )?(arvosana|arviointi|arviota)/iu,
  ],
  [
    'submitted',
    /\b(have i|did i|i've|i have) (already )?(handed|submitted|turned|hand|submit|turn)\b(?!.*\b(to|yet)\b)|(olen|olenko) (jo )?palauttanut|palautin|palauttamani|palautukseni/iu,
  ],
  ['late', /\blate\b|overdue|past (the )?due|missed|myöhä|myöhäs|yli määräajan/iu],
  ['average', /average|\bmean\b|keskiarvo|keskimäärin/iu],
  [
    'next_due',
    /\bnext\b.*\b(due|deadline|assignment|hand)|when (is|are|do|does)\b.*\b(due|deadline|hand)|seuraava|milloin/iu,
  ],
  // "How many points did I get" asks for the points, not for a count.
  ['grades', /(how many|paljonko|kuinka paljon|montako).*(points|marks|pistee|pisteit)/iu],
  ['count', /how many|number of|montako|kuinka monta|kuinka paljon|paljonko/iu],
  ['teachers', /teacher|who teaches|opettaja|(?<!\p{L})(kuka|ketkä) opettaa/iu],
  [
    'grades',
    /grade|score|mark|points|feedback|result|how (am i|is|are)\b.*doing|how did\b.*\bdo|arvosan|(?<!\p{L})arvio(?!i)|numero|pistee|pisteit|(?<!\p{L})palaute(tta|en|et|itta|tteita|ttani)?(?!\p{L})|miten\b.*(menee|pärjä|sujuu)|kokeesta|kokeen/iu,
  ],
  [
    'due',
    /\bdue\b|deadline|homework|assignment|\bhand in\b|\bturn in\b|need to (do|finish|submit)|handed in (everything|all)|everything (handed|submitted)|still to do|left to do|to submit|what.*(to do|should i do)|(?<!\p{L})palautettava|palauttamatta|palauttaa|pitää palauttaa|tehtäv|läksy|läksyt|määräai|pitää tehdä|tekemättä|tehtävää/iu,
  ],
  ['children', /\b(child|children|kids?|son|daughter)\b|lapse|lapsi|poikani|tyttär/iu],
  [
    'accommodations',
    /accommodat|extended time|extra time|more time|support|tukitoim|lisäaika|lisäaikaa|mukautu|(?<!\p{L})tuki|tukea/iu,
  ],
  [
    'notifications',
    /notification|unread|new messages|any news|messages for me|(?<!\p{L})news|ilmoitu|lukemat|uusia viestejä|viestejä|uutisia|uutta/iu,
  ],
  [
    'classes',
    /class(es)?\b|subject|course|\bteach\b|\bdo i teach\b|luokka|luokkani|luoki|luokalla|oppiaine|(?<!\p{L})aine(et|ita|eni)?(?!\p{L})|kurss|opetan/iu,
  ],
  ['greeting', /^(hi|hello|hey|moi|hei|terve|morjens|huomenta|päivää)(?!\p{L})/iu],
]

/**
 * Names a message asks about as somebody's: "Eino's grades", "Einon arvosanat", "how is Eino
 * doing", "did Oliver hand in", "miten Einolla menee", "onko Oliver palauttanut".
 */
const ABOUT_SOMEBODY = [
  /(?<![\p{L}])(\p{Lu}[\p{Ll}]+)'s(?![\p{L}])/u,
  /(?<![\p{L}])(\p{Lu}[\p{Ll}]+n)\s+(arvosan|arvio|tehtäv|palautu|numero|pisteet|läksy|tiedo|luok|opettaj|keskiarvo)/u,
  /\b(?:[Hh]ow is|[Hh]ow's|[Dd]id|[Hh]as|[Dd]oes|[Ii]s)\s+(\p{Lu}[\p{Ll}]+)(?![\p{L}])/u,
  /(?<![\p{L}])(?:[Mm]iten|[Kk]uinka)\s+(\p{Lu}[\p{Ll}]+?)(?:lla|llä|n)?\s+(?:menee|sujuu|pärjää)/u,
  /(?<![\p{L}])(?:[Oo]nko|[Mm]itä|[Pp]aljonko)\s+(\p{Lu}[\p{Ll}]+?)(?:lla|llä)?\s+(?:palauttanut|on|sai|saanut|tehnyt)/u,
  // A first and last name: "Aino Mäkinen", not at the start of the message.
  /(?<=\p{Ll}[\s,]+)(\p{Lu}[\p{Ll}]+)\s+\p{Lu}[\p{Ll}]+(?:n|lla|llä)?(?![\p{L}\d])/u,
]

/** Capitalised words that begin questions and are never a name ("What's due?"). */
const NOT_NAMES = new Set(
  'what whats that it who where there here let he she how when which why this today tomorrow i'.split(
    ' ',
  ),
)

/**
 * The first name a message asks about when it is not among `allowed` (the asker and a
 * parent's children), or null.
 */
export function otherPerson(message: string, allowed: string[]): string | null {
  const known = allowed.map((n) => n.toLocaleLowerCase('fi')).filter(Boolean)
  for (const pattern of ABOUT_SOMEBODY) {
    const name = message.match(pattern)?.[1]
    if (!name) continue
    const lower = name.toLocaleLowerCase('fi')
    if (NOT_NAMES.has(lower)) continue
    // A Finnish genitive changes the stem ("Liisa" → "Liisan", "Aino" → "Ainon", "Eetu" →
    // "Eetun"), so a known name matches when one begins the other.
    if (!known.some((k) => k === lower || k.startsWith(lower) || lower.startsWith(k))) return name
  }
  return null
}

/** The question a message asks, by its words alone (who it is about is decided by the caller). */
export function topic(message: string): Intent {
  for (const [intent, pattern] of RULES) if (pattern.test(message)) return intent
  return 'unknown'
}

export function recognise(message: string, allowedNames: string[]): Intent {
  if (otherPerson(message, allowedNames)) return 'other_person'
  return topic(message)
}

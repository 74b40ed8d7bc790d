// The assistant's way of writing a reply: texts in both languages, lists read out up to a
// limit, and what it says when it cannot answer. Sentences are written so that a name stands
// in the nominative ("Aino: myöhässä 2"), since Finnish would otherwise inflect it.
import type { Language } from '../_shared/language.ts'
import type { Facts } from './facts.ts'

/** At most this many items of a list are read out; the rest are counted. */
export const LIST_LIMIT = 5

export type Text = Record<Language, string>
export const t = (lang: Language, text: Text) => text[lang]

export function list<T>(
  items: T[],
  line: (item: T) => string,
  lang: Language,
  limit = LIST_LIMIT,
): string {
  const shown = items.slice(0, limit).map((i) => `- ${line(i)}`)
  const more = items.length - shown.length
  if (more > 0) shown.push(t(lang, { en: `- and ${more} more`, fi: `- ja ${more} muuta` }))
  return shown.join('\n')
}

/** "Aino: " before a line about a child or student, nothing about the asker. */
export const whose = (who?: string) => (who ? `${who}: ` : '')

export const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('fi') + s.slice(1)

export const CANNOT: Text = {
  en: "I can only answer from your own information in Oppi (your assignments, grades, classes and the app's pages). I cannot answer that one.",
  fi: 'Voin vastata vain omien Oppi-tietojesi perusteella (tehtävät, arvosanat, luokat ja sovelluksen sivut). Tähän en osaa vastata.',
}

export const HELP: Record<'student' | 'parent' | 'staff', Text> = {
  student: {
    en: 'You can ask me what is due or late, about your grades and average, your classes and teachers, how to hand in work, where to find a page, or what this page is for.',
    fi: 'Voit kysyä, mitä pitää palauttaa tai mikä on myöhässä, arvosanoistasi ja keskiarvostasi, luokistasi ja opettajistasi, miten palautat työn, mistä löydät sivun tai mitä tällä sivulla voi tehdä.',
  },
  parent: {
    en: 'You can ask me what your children have to hand in, about their grades, their teachers, your notifications, where to find a page, or what this page is for.',
    fi: 'Voit kysyä, mitä lastesi pitää palauttaa, heidän arvosanoistaan ja opettajistaan, ilmoituksistasi, mistä löydät sivun tai mitä tällä sivulla voi tehdä.',
  },
  staff: {
    en: 'You can ask me what needs grading, who has not handed in an assignment, the average of an assignment, how a student is doing, your classes and their sizes, where to find a page, or what this page is for.',
    fi: 'Voit kysyä, mitä pitää arvioida, kuka ei ole palauttanut tehtävää, tehtävän keskiarvoa, miten oppilaalla menee, luokistasi ja niiden koosta, mistä löydät sivun tai mitä tällä sivulla voi tehdä.',
  },
}

export function help(facts: Facts, lang: Language) {
  const who = facts.role === 'student' || facts.role === 'parent' ? facts.role : 'staff'
  return t(lang, HELP[who])
}

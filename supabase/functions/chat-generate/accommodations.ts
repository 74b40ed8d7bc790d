// Accommodation codes of a student's plan, said in plain words.
import type { Language } from '../_shared/language.ts'

const WORDS: Record<string, { en: string; fi: string }> = {
  extended_time: {
    en: 'extra time for assignments (your own due dates are later)',
    fi: 'lisäaikaa tehtäviin (omat määräaikasi ovat myöhemmin)',
  },
  reduced_distractions: {
    en: 'a quieter place with fewer distractions',
    fi: 'rauhallisempi paikka, jossa on vähemmän häiriöitä',
  },
  large_print: { en: 'large print', fi: 'isokokoinen teksti' },
  screen_reader: { en: 'a screen reader', fi: 'ruudunlukija' },
  sign_language_interpreter: { en: 'a sign language interpreter', fi: 'viittomakielen tulkki' },
  note_taker: { en: 'someone to take notes for you', fi: 'muistiinpanoavustaja' },
  alternative_format: { en: 'materials in another format', fi: 'materiaalit toisessa muodossa' },
  assistive_technology: { en: 'assistive technology', fi: 'apuvälineteknologia' },
  frequent_breaks: { en: 'frequent breaks', fi: 'tiheät tauot' },
  preferential_seating: {
    en: 'a seat chosen for you in class',
    fi: 'sinulle sopiva istumapaikka luokassa',
  },
  modified_assignments: { en: 'assignments adapted for you', fi: 'sinulle mukautetut tehtävät' },
  oral_testing: { en: 'answering tests orally', fi: 'kokeisiin vastaaminen suullisesti' },
  calculator_allowed: { en: 'a calculator', fi: 'laskimen käyttö' },
  spell_check_allowed: { en: 'spell checking', fi: 'oikeinkirjoituksen tarkistus' },
}

export function accommodationWords(code: string, lang: Language): string {
  return WORDS[code]?.[lang] ?? code.replaceAll('_', ' ')
}

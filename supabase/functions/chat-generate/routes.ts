// What each page of the app is for, in both languages: the assistant's answer to "what can I
// do on this page" and to "where is …", and context for a model.
import type { Language } from '../_shared/language.ts'

interface Page {
  /** Words in a question that point at this page. */
  keywords: RegExp
  en: string
  fi: string
}

export const PAGES: Record<string, Page> = {
  '/dashboard': {
    keywords: /dashboard|home|front|etusivu|kojelauta|yleiskatsaus/i,
    en: 'The dashboard (Dashboard in the menu) shows your summary: numbers, what is coming up and recent activity.',
    fi: 'Etusivu (valikossa Etusivu) näyttää yhteenvedon: luvut, tulevat asiat ja viimeisimmät tapahtumat.',
  },
  '/student/assignments': {
    keywords: /my assignments|assignments|homework|tehtävä|tehtäviä|läksy/i,
    en: 'My assignments lists your assignments in tabs: to do, submitted and graded. Open one to read the instructions and hand in your work.',
    fi: 'Omat tehtävät -sivulla tehtäväsi ovat välilehdillä: tekemättä, palautettu ja arvioitu. Avaa tehtävä, niin näet ohjeet ja voit palauttaa työsi.',
  },
  '/student/classes': {
    keywords: /my class|luokkani/i,
    en: 'My classes shows the classes you are enrolled in and their teachers.',
    fi: 'Omat luokat -sivulla näet luokat, joihin kuulut, ja niiden opettajat.',
  },
  '/student/subjects': {
    keywords: /my subjects|oppiaineeni/i,
    en: 'My subjects lists your subjects; open one to see its assignments and videos.',
    fi: 'Omat oppiaineet -sivulla ovat oppiaineesi; avaa oppiaine, niin näet sen tehtävät ja videot.',
  },
  '/classes': {
    keywords: /class|luok/i,
    en: 'Classes lists the classes you manage: create, edit, activate or deactivate a class and see its students.',
    fi: 'Luokat-sivulla hallitset luokkia: luo, muokkaa, ota käyttöön tai pois käytöstä ja katso oppilaat.',
  },
  '/subjects': {
    keywords: /subject|oppiaine/i,
    en: 'Subjects lists the subjects of your classes; here you also share the enrolment link of a subject.',
    fi: 'Oppiaineet-sivulla ovat luokkiesi oppiaineet; täältä jaat myös oppiaineen liittymislinkin.',
  },
  '/assignments': {
    keywords: /assignment|tehtäv/i,
    en: 'Assignments is where you create assignments, set due dates and maximum scores, and follow the hand-ins.',
    fi: 'Tehtävät-sivulla luot tehtäviä, asetat määräajat ja enimmäispisteet ja seuraat palautuksia.',
  },
  '/submissions': {
    keywords: /submission|hand-?in|grading|palautu|arvioi/i,
    en: 'Submissions lists the work students have handed in; open one to give a score and feedback. Late hand-ins are marked.',
    fi: 'Palautukset-sivulla ovat oppilaiden palauttamat työt; avaa työ, niin voit antaa pisteet ja palautteen. Myöhästyneet on merkitty.',
  },
  '/students': {
    keywords: /student|oppila/i,
    en: 'Students lists the students you teach, with their support needs and progress.',
    fi: 'Oppilaat-sivulla ovat opettamasi oppilaat, heidän tukitarpeensa ja edistymisensä.',
  },
  '/bin': {
    keywords: /bin|trash|deleted|roskakori|poistet/i,
    en: 'The bin keeps deleted classes, subjects, assignments and videos for a while; restore an item from here.',
    fi: 'Roskakori säilyttää poistetut luokat, oppiaineet, tehtävät ja videot jonkin aikaa; palauta kohde täältä.',
  },
  '/settings': {
    keywords: /setting|profile|password|language|asetu|profiili|salasana|kieli/i,
    en: 'Settings is where you change your profile, language, accessibility preferences and password.',
    fi: 'Asetuksissa muutat profiiliasi, kieltä, saavutettavuusasetuksia ja salasanaa.',
  },
  '/notifications': {
    keywords: /notification|message|ilmoitu|viesti/i,
    en: 'Notifications lists your messages: new assignments, grades and other news. The bell at the top shows how many are unread.',
    fi: 'Ilmoitukset-sivulla ovat viestisi: uudet tehtävät, arvosanat ja muut uutiset. Yläreunan kello kertoo lukemattomien määrän.',
  },
  '/insights': {
    keywords: /insight|analytic|näkymä|analyysi|oivallu/i,
    en: 'Insights shows engagement and risk indicators for classes, subjects and students.',
    fi: 'Oivallukset-sivulla näet luokkien, oppiaineiden ja oppilaiden aktiivisuuden ja riskit.',
  },
  '/videos': {
    keywords: /video/i,
    en: 'Videos is the video library; videos have captions and transcripts.',
    fi: 'Videot-sivu on videokirjasto; videoissa on tekstitykset ja litteraatit.',
  },
}

/** The page a route belongs to: its own entry, or the nearest parent route that has one. */
export function pageFor(route: string | undefined): { path: string; page: Page } | null {
  let path = (route ?? '').split(/[?#]/)[0].replace(/\/+$/, '')
  while (path) {
    if (PAGES[path]) return { path, page: PAGES[path] }
    path = path.slice(0, path.lastIndexOf('/'))
  }
  return null
}

/** The page a question names ("where is the bin"), or null. */
export function pageNamedIn(message: string): Page | null {
  return Object.values(PAGES).find((p) => p.keywords.test(message)) ?? null
}

export const describePage = (page: Page, lang: Language) => page[lang]

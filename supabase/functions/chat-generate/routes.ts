// What each page of the app is for, in both languages, named as the menu names it: the
// assistant's answer to "what can I do on this page" and to "where is …", and context for a
// model. Each page lists the roles whose menu (lib/navigation/menus.ts) and routes open it, so
// the assistant never sends somebody to a page they cannot open. Keep a description true to
// what the page does now: a reader acts on it.
import type { Language } from '../_shared/language.ts'
import type { Role } from './facts.ts'

interface Page {
  /** Words in a question that point at this page. */
  keywords: RegExp
  roles: Role[]
  en: string
  fi: string
  /** Said too when a principal asks (a section only principals have). */
  principal?: { en: string; fi: string }
}

const EVERYONE: Role[] = ['principal', 'teacher', 'student', 'parent']
const STAFF: Role[] = ['principal', 'teacher']

export const PAGES: Record<string, Page> = {
  '/dashboard': {
    keywords: /dashboard|home|front page|etusivu|kojelauta|yleiskatsaus/iu,
    roles: EVERYONE,
    en: 'The Dashboard (first in the menu) shows your summary: numbers, what is coming up and recent activity.',
    fi: 'Oma etusivu (valikossa ensimmäisenä) näyttää yhteenvedon: luvut, tulevat asiat ja viimeisimmät tapahtumat.',
  },
  '/student/assignments': {
    keywords:
      /my assignments|assignments|homework|grades|tehtävä|tehtäviä|tehtäväni|läksy|arvosan/iu,
    roles: ['student'],
    en: 'My assignments lists your assignments in tabs: to do, submitted and graded. Open one to read the instructions, hand in your work and see your grade and feedback.',
    fi: 'Omat tehtävät -sivulla tehtäväsi ovat välilehdillä: tekemättä, palautettu ja arvioitu. Avaa tehtävä, niin näet ohjeet, voit palauttaa työsi ja näet arvosanasi ja palautteen.',
  },
  '/student/classes': {
    keywords: /class|luokk|luoka/iu,
    roles: ['student'],
    en: 'My classes shows the classes you are enrolled in and their teachers.',
    fi: 'Omat luokat -sivulla näet luokat, joihin kuulut, ja niiden opettajat.',
  },
  '/student/subjects': {
    keywords: /subject|video|oppiaine/iu,
    roles: ['student'],
    en: 'My subjects lists your subjects; open one to see its assignments and videos.',
    fi: 'Omat oppiaineet -sivulla ovat oppiaineesi; avaa oppiaine, niin näet sen tehtävät ja videot.',
  },
  '/children/access-log': {
    keywords:
      /who (has )?(viewed|looked|seen|opened)|access log|viewed|katsonut|katsellut|katselut|katsel/iu,
    roles: ['parent'],
    en: "Who viewed data (in the menu) lists who at school has opened your children's sensitive data, and when.",
    fi: 'Tietojen katselut -sivulla (valikossa) näet, kuka koulussa on avannut lastesi arkaluonteiset tiedot ja milloin.',
  },
  '/children': {
    keywords: /child|kids?|son|daughter|lapse|lapsi/iu,
    roles: ['parent'],
    en: "My children shows each child's work, grades and support at school.",
    fi: 'Lapseni-sivulla näet kunkin lapsesi tehtävät, arvosanat ja tuen koulussa.',
  },
  '/people': {
    keywords: /people|member|invit|import|csv|approv|jäsen|kutsu|tuo |hyväksy/iu,
    roles: ['principal'],
    en: 'People lists who belongs to your school: invite teachers, students and parents, approve those who signed up, import students from a CSV file, and remove members.',
    fi: 'Jäsenet-sivulla ovat koulusi jäsenet: kutsu opettajia, oppilaita ja huoltajia, hyväksy itse rekisteröityneet, tuo oppilaat CSV-tiedostosta ja poista jäseniä.',
  },
  '/teachers': {
    keywords: /teacher|activat|opettaj|käyttöön/iu,
    roles: ['principal'],
    en: 'Teachers lists the teachers of your school and their state; a teacher who signed up waits there until you activate them.',
    fi: 'Opettajat-sivulla ovat koulusi opettajat ja heidän tunnustensa tila; itse rekisteröitynyt opettaja odottaa siellä, kunnes otat hänet käyttöön.',
  },
  '/classes': {
    keywords: /class|luokk|luoka/iu,
    roles: STAFF,
    en: 'Classes (My classes for a teacher) lists the classes: create, edit, activate or deactivate a class and see its students.',
    fi: 'Luokat-sivulla (opettajalla Omat luokat) hallitset luokkia: luo, muokkaa, ota käyttöön tai pois käytöstä ja katso oppilaat.',
  },
  '/subjects': {
    keywords: /subject|enrol|link|oppiaine|liittymislin|linkki/iu,
    roles: STAFF,
    en: 'Subjects lists the subjects of your classes; here you also share the enrolment link of a subject.',
    fi: 'Oppiaineet-sivulla ovat luokkiesi oppiaineet; täältä jaat myös oppiaineen liittymislinkin.',
  },
  '/videos/manage': {
    keywords:
      /upload|manage video|caption|add (a )?video|videoiden hallinta|tekstity|lisää video/iu,
    roles: STAFF,
    en: 'Manage videos is where you add videos and publish them once they have captions.',
    fi: 'Videoiden hallinta -sivulla lisäät videoita ja julkaiset ne, kun niillä on tekstitys.',
  },
  '/assignments': {
    keywords: /assignment|due date|tehtäv|määräai/iu,
    roles: STAFF,
    en: 'Assignments is where you create assignments, set due dates and maximum scores, and follow the hand-ins.',
    fi: 'Tehtävät-sivulla luot tehtäviä, asetat määräajat ja enimmäispisteet ja seuraat palautuksia.',
  },
  '/submissions': {
    keywords: /submission|hand-?in|grading|grade|palautu|arvioi|arvosan/iu,
    roles: STAFF,
    en: 'Submissions lists the work students have handed in, and who has not handed in; open one to give a score and feedback. Late hand-ins are marked.',
    fi: 'Palautukset-sivulla ovat oppilaiden palauttamat työt ja ne, jotka eivät ole palauttaneet; avaa työ, niin voit antaa pisteet ja palautteen. Myöhästyneet on merkitty.',
  },
  '/students': {
    keywords: /student|pupil|oppila/iu,
    roles: STAFF,
    en: 'Students lists the students you teach, their classes and the support they need.',
    fi: 'Oppilaat-sivulla ovat opettamasi oppilaat, heidän luokkansa ja tarvitsemansa tuki.',
  },
  '/bin': {
    keywords: /bin|trash|deleted|restore|roskakori|poistet/iu,
    roles: STAFF,
    en: 'The Bin keeps deleted classes, subjects, assignments and videos for a while; restore an item from here.',
    fi: 'Roskakori säilyttää poistetut luokat, oppiaineet, tehtävät ja videot jonkin aikaa; täältä voit ottaa kohteen takaisin.',
  },
  '/settings': {
    keywords:
      /setting|password|two-step|2fa|mfa|authenticator|recovery|language|presence|online|asetu|salasan|kaksivaih|tunnistautu|varakood|kieli|kielen|näkyminen|läsnäolo/iu,
    roles: EVERYONE,
    en: 'Settings has Password (change your password), Sign-in security (two-step verification with an authenticator app, and recovery codes), Language (the language of Oppi), Reading aloud (how Oppi reads text aloud in this browser) and Presence (whether others see that you are on the same page).',
    fi: 'Asetuksissa ovat Salasana (salasanan vaihto), Kirjautumisen turvallisuus (kaksivaiheinen tunnistautuminen todennussovelluksella ja varakoodit), Kieli (Oppin kieli), Ääneen lukeminen (miten Oppi lukee tekstiä ääneen tässä selaimessa) ja Näkyminen samalla sivulla (näkevätkö muut, että olet samalla sivulla).',
    principal: {
      en: "As principal you also set the School sign-in security there: whether the school's staff must use two-step verification.",
      fi: 'Rehtorilla on siellä myös osio Koulun kirjautumisturvallisuus: siinä päätät, pitääkö koulun henkilökunnan käyttää kaksivaiheista tunnistautumista.',
    },
  },
  '/notifications': {
    keywords: /notification|message|bell|ilmoitu|viesti|kello/iu,
    roles: EVERYONE,
    en: 'Notifications lists your messages: new assignments, grades and other news. The bell at the top shows how many are unread.',
    fi: 'Ilmoitukset-sivulla ovat viestisi: uudet tehtävät, arvosanat ja muut uutiset. Yläreunan kello kertoo lukemattomien määrän.',
  },
  '/insights': {
    keywords: /insight|analytic|risk|engagement|tilannekuva|analyysi|riski/iu,
    roles: EVERYONE,
    en: 'Insights shows how work is going: hand-ins, scores and activity, and who may need support.',
    fi: 'Tilannekuva näyttää, miten työt sujuvat: palautukset, pisteet ja aktiivisuus sekä kuka saattaa tarvita tukea.',
  },
  '/videos': {
    keywords: /video/iu,
    roles: EVERYONE,
    en: 'The Video library has the videos you may watch; they have captions and transcripts.',
    fi: 'Videokirjastossa ovat videot, joita voit katsoa; niissä on tekstitykset ja litteraatit.',
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

/** The page of `role`'s that a question names ("where is the bin"), or null. */
export function pageNamedIn(message: string, role: Role): Page | null {
  return (
    Object.values(PAGES).find((p) => p.roles.includes(role) && p.keywords.test(message)) ?? null
  )
}

export function describePage(page: Page, lang: Language, role?: Role): string {
  const extra = role === 'principal' && page.principal ? ` ${page.principal[lang]}` : ''
  return `${page[lang]}${extra}`
}

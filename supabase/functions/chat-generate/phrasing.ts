// The deterministic assistant: answers the common questions from the caller's facts, in
// English or Finnish, and says plainly what it cannot answer.
import type { Language } from '../_shared/language.ts'
import { accommodationWords } from './accommodations.ts'
import type { Child, Facts, Grade, StudentWork, WorkItem } from './facts.ts'
import type { Intent } from './intent.ts'
import { describePage, PAGES, pageFor, pageNamedIn } from './routes.ts'

/** At most this many items of a list are read out; the rest are counted. */
const LIST_LIMIT = 5

type Text = Record<Language, string>
const t = (lang: Language, text: Text) => text[lang]

export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'fi' ? 'fi-FI' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(iso))
}

function list<T>(items: T[], line: (item: T) => string, lang: Language): string {
  const shown = items.slice(0, LIST_LIMIT).map((i) => `- ${line(i)}`)
  const more = items.length - shown.length
  if (more > 0) shown.push(t(lang, { en: `- and ${more} more`, fi: `- ja ${more} muuta` }))
  return shown.join('\n')
}

function workLine(item: WorkItem, lang: Language): string {
  const subject = item.subject ? ` (${item.subject})` : ''
  if (!item.dueAt)
    return `${item.title}${subject}: ${t(lang, { en: 'no due date', fi: 'ei määräaikaa' })}`
  const due = `${t(lang, { en: 'due', fi: 'palautettava' })} ${formatDate(item.dueAt, lang)}`
  const extended = item.classDueAt
    ? t(lang, {
        en: ` — your own due date with extra time; the class's is ${formatDate(item.classDueAt, lang)}`,
        fi: ` — oma määräaikasi lisäaikoineen; luokan määräaika on ${formatDate(item.classDueAt, lang)}`,
      })
    : ''
  return `${item.title}${subject}: ${due}${extended}`
}

function gradeLine(g: Grade, lang: Language): string {
  const score = g.maxScore ? `${g.score}/${g.maxScore}` : String(g.score)
  const feedback = g.feedback
    ? ` — ${t(lang, { en: 'feedback', fi: 'palaute' })}: ${g.feedback}`
    : ''
  return `${g.title}${g.subject ? ` (${g.subject})` : ''}: ${score}${feedback}`
}

function dueAnswer(work: StudentWork, lang: Language, who?: string): string {
  const parts: string[] = []
  if (work.late.length) {
    parts.push(
      t(lang, {
        en: `${who ?? 'You'} ${who ? 'has' : 'have'} ${work.late.length} late:`,
        fi: `${who ? `${who}: myöhässä` : 'Myöhässä'} ${work.late.length}:`,
      }),
      list(work.late, (i) => workLine(i, lang), lang),
    )
  }
  if (work.due.length) {
    parts.push(
      t(lang, {
        en: `Still to hand in${who ? ` for ${who}` : ''}:`,
        fi: `${who ? `${who}: v` : 'V'}ielä palautettavana:`,
      }),
      list(work.due, (i) => workLine(i, lang), lang),
    )
  }
  if (!parts.length) {
    parts.push(
      t(lang, {
        en: `${who ? `${who} has` : 'You have'} nothing left to hand in right now.`,
        fi: `${who ? `${who}: ei` : 'Sinulla ei ole'} palautettavaa juuri nyt.`,
      }),
    )
  }
  if (work.submitted.length) {
    parts.push(
      t(lang, {
        en: `Handed in and waiting for a grade: ${work.submitted.map((i) => i.title).join(', ')}.`,
        fi: `Palautettu, odottaa arviointia: ${work.submitted.map((i) => i.title).join(', ')}.`,
      }),
    )
  }
  return parts.join('\n')
}

function gradesAnswer(work: StudentWork, lang: Language, who?: string): string {
  if (!work.grades.length) {
    return t(lang, {
      en: `${who ? `${who} has` : 'You have'} no grades yet.`,
      fi: `${who ? `${who}: ei` : 'Sinulla ei ole'} vielä arvosanoja.`,
    })
  }
  return `${t(lang, { en: who ? `${who}'s grades:` : 'Your grades:', fi: who ? `${who}: arvosanat:` : 'Arvosanasi:' })}\n${list(
    work.grades,
    (g) => gradeLine(g, lang),
    lang,
  )}`
}

function forChildren(children: Child[], lang: Language, answer: (c: Child) => string): string {
  if (!children.length) {
    return t(lang, {
      en: 'No children are linked to your account yet; the school can link them.',
      fi: 'Tiliisi ei ole vielä liitetty lapsia; koulu voi liittää heidät.',
    })
  }
  return children.map(answer).join('\n\n')
}

const CANNOT: Text = {
  en: "I can only answer from your own information in Oppi (your assignments, grades, classes and the app's pages). I cannot answer that one; your teacher can help.",
  fi: 'Voin vastata vain omien Oppi-tietojesi perusteella (tehtäväsi, arvosanasi, luokkasi ja sovelluksen sivut). Tähän en osaa vastata; opettajasi voi auttaa.',
}

const HELP: Text = {
  en: 'You can ask me what is due, about your grades, how to hand in work, where to find a page, or what this page is for.',
  fi: 'Voit kysyä, mitä pitää palauttaa, arvosanoistasi, miten palautat työn, mistä löydät sivun tai mitä tällä sivulla voi tehdä.',
}

const STAFF_ONLY = [
  '/classes',
  '/subjects',
  '/assignments',
  '/submissions',
  '/students',
  '/bin',
  '/insights',
]
const visibleTo = (facts: Facts, path: string) =>
  facts.role === 'student' ? !STAFF_ONLY.includes(path) : !path.startsWith('/student/')

/** The answer to `intent`, from `facts`, in `lang`. */
export function answer(
  intent: Intent,
  facts: Facts,
  lang: Language,
  message: string,
  route?: string,
): string {
  const student = facts.role === 'student'
  const parent = facts.role === 'parent'
  const staff = !student && !parent
  switch (intent) {
    case 'other_person':
      return t(lang, {
        en: parent
          ? "I can only see your own information and your own children's. I cannot tell you about anyone else."
          : 'I can only see your own information, so I cannot tell you about anyone else.',
        fi: parent
          ? 'Näen vain omat tietosi ja omien lastesi tiedot. Muista en voi kertoa.'
          : 'Näen vain omat tietosi, joten muista en voi kertoa.',
      })
    case 'read_aloud':
      return t(lang, {
        en: 'Press the speaker button (Read aloud) next to a message, and it is read to you in its language.',
        fi: 'Paina viestin vieressä olevaa kaiutinpainiketta (Lue ääneen), niin viesti luetaan sinulle sen kielellä.',
      })
    case 'how_to_hand_in':
      return staff
        ? t(lang, {
            en: 'Students hand in from My assignments: they open the assignment, write or attach their work and press Submit. You see it under Submissions.',
            fi: 'Oppilaat palauttavat Omat tehtävät -sivulta: he avaavat tehtävän, kirjoittavat tai liittävät työnsä ja painavat Palauta. Näet työn Palautukset-sivulla.',
          })
        : t(lang, {
            en: 'Open My assignments, choose the assignment, write your answer or attach a file, and press Submit. You can change it until it is graded.',
            fi: 'Avaa Omat tehtävät, valitse tehtävä, kirjoita vastauksesi tai liitä tiedosto ja paina Palauta. Voit muuttaa palautusta, kunnes se on arvioitu.',
          })
    case 'due':
      if (facts.work) return dueAnswer(facts.work, lang)
      if (parent) return forChildren(facts.children, lang, (c) => dueAnswer(c, lang, c.firstName))
      return answer('to_grade', facts, lang, message, route)
    case 'grades':
      if (facts.work) return gradesAnswer(facts.work, lang)
      if (parent)
        return forChildren(facts.children, lang, (c) => gradesAnswer(c, lang, c.firstName))
      return answer('to_grade', facts, lang, message, route)
    case 'to_grade':
      if (!staff) return answer('due', facts, lang, message, route)
      if (!facts.toGrade.length)
        return t(lang, { en: 'Nothing is waiting for grading.', fi: 'Arvioitavaa ei ole.' })
      return `${t(lang, { en: `${facts.toGrade.length} hand-ins are waiting for grading:`, fi: `Arvioitavia palautuksia on ${facts.toGrade.length}:` })}\n${list(
        facts.toGrade,
        (s) => `${s.title} — ${s.student} (${formatDate(s.submittedAt, lang)})`,
        lang,
      )}`
    case 'children':
      if (!parent) return t(lang, CANNOT)
      return forChildren(
        facts.children,
        lang,
        (c) => `${dueAnswer(c, lang, c.firstName)}\n${gradesAnswer(c, lang, c.firstName)}`,
      )
    case 'accommodations':
      if (!student) return t(lang, CANNOT)
      if (!facts.accommodations.length) {
        return t(lang, {
          en: 'Your plan has no accommodations recorded.',
          fi: 'Suunnitelmaasi ei ole kirjattu tukitoimia.',
        })
      }
      return `${t(lang, { en: 'Your plan gives you:', fi: 'Suunnitelmasi mukaan sinulla on:' })}\n${facts.accommodations
        .map((a) => `- ${accommodationWords(a, lang)}`)
        .join('\n')}`
    case 'classes': {
      const classes = facts.classes.length
        ? facts.classes.join(', ')
        : t(lang, { en: 'none', fi: 'ei yhtään' })
      const subjects = facts.subjects.length
        ? `\n${t(lang, { en: 'Subjects', fi: 'Oppiaineet' })}: ${facts.subjects.join(', ')}`
        : ''
      return `${t(lang, { en: 'Classes', fi: 'Luokat' })}: ${classes}${subjects}`
    }
    case 'where': {
      const named = pageNamedIn(message)
      const path = named && Object.keys(PAGES).find((p) => PAGES[p] === named)
      if (named && path && visibleTo(facts, path)) return describePage(named, lang)
      return t(lang, {
        en: 'Everything is in the menu on the left (on a phone, behind the menu button at the top). Tell me what you are looking for, for example "where is the bin".',
        fi: 'Kaikki löytyy vasemman reunan valikosta (puhelimessa yläreunan valikkopainikkeen takaa). Kerro, mitä etsit, esimerkiksi "missä on roskakori".',
      })
    }
    case 'page': {
      const here = pageFor(route)
      if (here) return describePage(here.page, lang)
      return t(lang, HELP)
    }
    case 'greeting':
      return `${t(lang, { en: `Hi${facts.firstName ? ` ${facts.firstName}` : ''}!`, fi: `Hei${facts.firstName ? ` ${facts.firstName}` : ''}!` })} ${t(lang, HELP)}`
    case 'unknown':
      return `${t(lang, CANNOT)} ${t(lang, HELP)}`
  }
}

/** Shown when neither the model nor the assistant's own rules could answer. */
export const FALLBACK: Text = {
  en: 'Sorry, I could not answer just now. Please try again in a moment.',
  fi: 'Valitettavasti en pystynyt vastaamaan juuri nyt. Yritä hetken päästä uudelleen.',
}

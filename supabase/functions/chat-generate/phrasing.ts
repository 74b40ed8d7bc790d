// The deterministic assistant: answers the common questions from the caller's facts, in
// English or Finnish, and says plainly what it cannot answer (reply-text.ts, work-answers.ts,
// school-answers.ts).
import type { Language } from '../_shared/language.ts'
import { accommodationWords } from './accommodations.ts'
import type { Facts, StudentWork } from './facts.ts'
import type { Question } from './question.ts'
import { CANNOT, help, list, t, type Text } from './reply-text.ts'
import { describePage, pageFor, pageNamedIn } from './routes.ts'
import {
  classesAnswer,
  countAnswer,
  handInsAnswer,
  lateHandInsAnswer,
  teachersAnswer,
  toGradeAnswer,
  waitingAnswer,
  whichAssignment,
} from './school-answers.ts'
import {
  averageAnswer,
  dueAnswer,
  forChildren,
  gradesAnswer,
  lateAnswer,
  nextDueAnswer,
  studentSummary,
  submittedAnswer,
} from './work-answers.ts'

function notificationsAnswer(facts: Facts, lang: Language): string {
  if (!facts.unreadCount)
    return t(lang, {
      en: 'You have no unread notifications.',
      fi: 'Sinulla ei ole lukemattomia ilmoituksia.',
    })
  const one = facts.unreadCount === 1
  return `${t(lang, {
    en: one
      ? 'You have 1 unread notification:'
      : `You have ${facts.unreadCount} unread notifications. The newest:`,
    fi: one
      ? 'Sinulla on 1 lukematon ilmoitus:'
      : `Sinulla on ${facts.unreadCount} lukematonta ilmoitusta. Uusimmat:`,
  })}\n${list(facts.unread, (n) => (n.message ? `${n.title}: ${n.message}` : n.title), lang, 3)}`
}

/** The answer to a question, from `facts`, in `lang`. */
export function answer(
  q: Question,
  facts: Facts,
  lang: Language,
  message: string,
  route?: string,
): string {
  const student = facts.role === 'student'
  const parent = facts.role === 'parent'
  const staff = !student && !parent
  const own = (work: (w: StudentWork, l: Language, who?: string) => string) => {
    if (facts.work) return work(facts.work, lang)
    if (parent) return forChildren(facts, message, lang, (c, who) => work(c, lang, who))
    return null
  }
  switch (q.intent) {
    case 'other_person':
      return t(lang, {
        en: parent
          ? "I can only see your own information and your own children's. I cannot tell you about anyone else."
          : staff
            ? 'I can only see the students you teach, and I cannot find that person among them.'
            : 'I can only see your own information, so I cannot tell you about anyone else.',
        fi: parent
          ? 'Näen vain omat tietosi ja omien lastesi tiedot. Muista en voi kertoa.'
          : staff
            ? 'Näen vain opettamasi oppilaat, enkä löydä tätä henkilöä heidän joukostaan.'
            : 'Näen vain omat tietosi, joten muista en voi kertoa.',
      })
    case 'student':
      return q.students.map((s) => studentSummary(s, lang, q.topic)).join('\n\n')
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
    case 'where': {
      const named = pageNamedIn(message, facts.role)
      if (named) return describePage(named, lang, facts.role)
      return t(lang, {
        en: 'Everything is in the menu on the left (on a phone, behind the menu button at the top). Tell me what you are looking for, for example "where is the bin".',
        fi: 'Kaikki löytyy vasemman reunan valikosta (puhelimessa yläreunan valikkopainikkeen takaa). Kerro, mitä etsit, esimerkiksi "missä on roskakori".',
      })
    }
    case 'page': {
      const here = pageFor(route)
      if (here) return describePage(here.page, lang, facts.role)
      return help(facts, lang)
    }
    case 'waiting_members':
      return waitingAnswer(facts, lang)
    case 'not_handed_in':
      if (!staff) return own(dueAnswer)!
      if (q.assignments.length)
        return q.assignments.map((a) => handInsAnswer(a, lang, 'not_handed_in')).join('\n\n')
      return whichAssignment(q, lang)
    case 'to_grade':
      if (!staff) return own(submittedAnswer)!
      if (q.assignments.length)
        return q.assignments.map((a) => handInsAnswer(a, lang, 'to_grade')).join('\n\n')
      return toGradeAnswer(facts, lang)
    case 'submitted':
      return own(submittedAnswer) ?? toGradeAnswer(facts, lang)
    case 'late':
      if (staff && q.late) return lateHandInsAnswer(q.late, lang)
      if (staff && q.assignments.length)
        return q.assignments.map((a) => handInsAnswer(a, lang, 'late')).join('\n\n')
      return own(lateAnswer) ?? toGradeAnswer(facts, lang)
    case 'average':
      if (staff) {
        if (q.assignments.length)
          return q.assignments.map((a) => handInsAnswer(a, lang, 'average')).join('\n\n')
        return whichAssignment(q, lang)
      }
      return own(averageAnswer)!
    case 'next_due':
      return own(nextDueAnswer) ?? toGradeAnswer(facts, lang)
    case 'count':
      return countAnswer(facts, lang, message, q)
    case 'teachers':
      return teachersAnswer(facts, lang, message)
    case 'grades':
      return own(gradesAnswer) ?? toGradeAnswer(facts, lang)
    case 'due':
      return own(dueAnswer) ?? toGradeAnswer(facts, lang)
    case 'children':
      if (!parent) return `${t(lang, CANNOT)} ${help(facts, lang)}`
      return forChildren(
        facts,
        message,
        lang,
        (c, who) => `${dueAnswer(c, lang, who)}\n${gradesAnswer(c, lang, who)}`,
      )
    case 'accommodations':
      if (!student) {
        const page = pageNamedIn(parent ? 'children' : 'students', facts.role)
        return page
          ? describePage(page, lang, facts.role)
          : `${t(lang, CANNOT)} ${help(facts, lang)}`
      }
      if (!facts.accommodations.length) {
        return t(lang, {
          en: 'Your plan has no accommodations recorded.',
          fi: 'Suunnitelmaasi ei ole kirjattu tukitoimia.',
        })
      }
      return `${t(lang, { en: 'Your plan gives you:', fi: 'Suunnitelmasi mukaan sinulla on:' })}\n${facts.accommodations
        .map((a) => `- ${accommodationWords(a, lang)}`)
        .join('\n')}`
    case 'notifications':
      return notificationsAnswer(facts, lang)
    case 'classes':
      return classesAnswer(facts, lang)
    case 'greeting':
      return `${t(lang, { en: `Hi${facts.firstName ? ` ${facts.firstName}` : ''}!`, fi: `Hei${facts.firstName ? ` ${facts.firstName}` : ''}!` })} ${help(facts, lang)}`
    case 'unknown':
      return `${t(lang, CANNOT)} ${help(facts, lang)}`
  }
}

/** Shown when neither the model nor the assistant's own rules could answer. */
export const FALLBACK: Text = {
  en: 'Sorry, I could not answer just now. Please try again in a moment.',
  fi: 'Valitettavasti en pystynyt vastaamaan juuri nyt. Yritä hetken päästä uudelleen.',
}

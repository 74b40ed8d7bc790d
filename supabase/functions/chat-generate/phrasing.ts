// The deterministic assistant: answers the common questions from the caller's facts, in
// English or Finnish, and says plainly what it cannot answer. Sentences are written so that a
// name stands in the nominative ("Aino: myöhässä 2"), since Finnish would otherwise inflect it.
import type { Language } from '../_shared/language.ts'
import { accommodationWords } from './accommodations.ts'
import type { Child, Facts, Grade, StudentWork, WorkItem } from './facts.ts'
import type { AssignmentHandIns, NamedStudent } from './lookups.ts'
import { sameWord, words } from './lookups.ts'
import { formatDateTime, formatNumber, formatScore } from './numbers.ts'
import type { Question } from './question.ts'
import { describePage, pageFor, pageNamedIn } from './routes.ts'

/** At most this many items of a list are read out; the rest are counted. */
const LIST_LIMIT = 5
/** Names of students who have not handed in are all read out, up to a class's worth. */
const NAMES_LIMIT = 40

type Text = Record<Language, string>
const t = (lang: Language, text: Text) => text[lang]

function list<T>(
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

function workLine(item: WorkItem, lang: Language): string {
  if (!item.dueAt) return `${item.title}: ${t(lang, { en: 'no due date', fi: 'ei määräaikaa' })}`
  const due = `${t(lang, { en: 'due', fi: 'palautettava' })} ${formatDateTime(item.dueAt, lang)}`
  const extended = item.classDueAt
    ? t(lang, {
        en: ` — your own due date with extra time; the class's is ${formatDateTime(item.classDueAt, lang)}`,
        fi: ` — oma määräaika lisäaikoineen; luokan määräaika on ${formatDateTime(item.classDueAt, lang)}`,
      })
    : ''
  return `${item.title}: ${due}${extended}`
}

function gradeLine(g: Grade, lang: Language): string {
  const feedback = g.feedback
    ? ` — ${t(lang, { en: 'feedback', fi: 'palaute' })}: ${g.feedback}`
    : ''
  return `${g.title}: ${formatScore(g.score, g.maxScore, lang)}${feedback}`
}

/** The mean share of the maximum over graded work, in per cent; null without graded work. */
export function averagePercent(grades: Grade[]): number | null {
  const scored = grades.filter((g) => g.maxScore)
  if (!scored.length) return null
  return (scored.reduce((sum, g) => sum + g.score / g.maxScore!, 0) / scored.length) * 100
}

/** "Aino: " before a line about a child or student, nothing about the asker. */
const whose = (who?: string) => (who ? `${who}: ` : '')

function dueAnswer(work: StudentWork, lang: Language, who?: string): string {
  const parts: string[] = []
  if (work.late.length) {
    parts.push(
      `${whose(who)}${t(lang, { en: `late (${work.late.length}):`, fi: `myöhässä (${work.late.length}):` })}`,
      list(work.late, (i) => workLine(i, lang), lang),
    )
  }
  if (work.due.length) {
    // The second heading starts its own line: without a name before it, it starts with a capital.
    const heading = t(lang, {
      en: `still to hand in (${work.due.length}):`,
      fi: `vielä palautettavana (${work.due.length}):`,
    })
    parts.push(
      who ? `${whose(who)}${heading}` : capitalise(heading),
      list(work.due, (i) => workLine(i, lang), lang),
    )
  }
  if (!parts.length) {
    parts.push(
      `${whose(who)}${t(lang, {
        en: 'nothing left to hand in right now.',
        fi: 'ei palautettavaa juuri nyt.',
      })}`,
    )
  }
  if (work.submitted.length) parts.push(submittedLine(work, lang))
  return capitalise(parts.join('\n'))
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('fi') + s.slice(1)

function submittedLine(work: StudentWork, lang: Language): string {
  return t(lang, {
    en: `Handed in and waiting for a grade: ${work.submitted.map((i) => i.title).join(', ')}.`,
    fi: `Palautettu, odottaa arviointia: ${work.submitted.map((i) => i.title).join(', ')}.`,
  })
}

function submittedAnswer(work: StudentWork, lang: Language, who?: string): string {
  const waiting = work.submitted.length
    ? submittedLine(work, lang)
    : t(lang, {
        en: 'Nothing handed in is waiting for a grade.',
        fi: 'Arviointia odottavia palautuksia ei ole.',
      })
  const graded = t(lang, {
    en: `Handed in and graded: ${work.grades.length}.`,
    fi: `Palautettu ja arvioitu: ${work.grades.length}.`,
  })
  const open = [...work.late, ...work.due]
  const notYet = open.length
    ? `\n${t(lang, { en: `Not handed in yet (${open.length}):`, fi: `Vielä palauttamatta (${open.length}):` })}\n${list(open, (i) => workLine(i, lang), lang)}`
    : `\n${t(lang, { en: 'Everything is handed in.', fi: 'Kaikki on palautettu.' })}`
  return `${who ? `${who}\n` : ''}${waiting}\n${graded}${notYet}`
}

function lateAnswer(work: StudentWork, lang: Language, who?: string): string {
  if (!work.late.length) {
    return capitalise(
      `${whose(who)}${t(lang, { en: 'nothing is late.', fi: 'mikään ei ole myöhässä.' })}`,
    )
  }
  return `${capitalise(`${whose(who)}${t(lang, { en: `late (${work.late.length}):`, fi: `myöhässä (${work.late.length}):` })}`)}\n${list(work.late, (i) => workLine(i, lang), lang)}`
}

function nextDueAnswer(work: StudentWork, lang: Language, who?: string): string {
  const next = work.due.find((i) => i.dueAt)
  const late = work.late.length
    ? `\n${t(lang, { en: `Already late: ${work.late.map((i) => i.title).join(', ')}.`, fi: `Jo myöhässä: ${work.late.map((i) => i.title).join(', ')}.` })}`
    : ''
  if (!next) {
    return `${capitalise(`${whose(who)}${t(lang, { en: 'no upcoming due dates.', fi: 'ei tulevia määräaikoja.' })}`)}${late}`
  }
  return `${capitalise(`${whose(who)}${t(lang, { en: 'next due:', fi: 'seuraavaksi palautettava:' })}`)} ${workLine(next, lang)}${late}`
}

function gradesAnswer(work: StudentWork, lang: Language, who?: string): string {
  if (!work.grades.length) {
    return capitalise(
      `${whose(who)}${t(lang, { en: 'no grades yet.', fi: 'ei vielä arvosanoja.' })}`,
    )
  }
  const avg = averageLine(work, lang)
  return `${capitalise(`${whose(who)}${t(lang, { en: `grades (${work.grades.length}):`, fi: `arvosanat (${work.grades.length}):` })}`)}\n${list(
    work.grades,
    (g) => gradeLine(g, lang),
    lang,
  )}${avg ? `\n${avg}` : ''}`
}

function averageLine(work: StudentWork, lang: Language): string {
  const avg = averagePercent(work.grades)
  if (avg === null) return ''
  return t(lang, {
    en: `Average over ${work.grades.length} graded assignments: ${formatNumber(avg, lang)} % of the maximum points.`,
    fi: `Keskiarvo ${work.grades.length} arvioidusta tehtävästä: ${formatNumber(avg, lang)} % enimmäispisteistä.`,
  })
}

function averageAnswer(work: StudentWork, lang: Language, who?: string): string {
  const line = averageLine(work, lang)
  if (!line) return gradesAnswer(work, lang, who)
  return who ? `${who}: ${line.charAt(0).toLocaleLowerCase('fi')}${line.slice(1)}` : line
}

/** A parent's children, or only those the question names. */
function childrenAsked(children: Child[], message: string): Child[] {
  const asked = words(message)
  const named = children.filter((c) =>
    asked.some((w) => sameWord(w, c.firstName.toLocaleLowerCase('fi'))),
  )
  return named.length ? named : children
}

function forChildren(
  facts: Facts,
  message: string,
  lang: Language,
  answer: (c: Child, who: string) => string,
): string {
  if (!facts.children.length) {
    return t(lang, {
      en: 'No children are linked to your account yet; the school can link them.',
      fi: 'Tiliisi ei ole vielä liitetty lapsia; koulu voi liittää heidät.',
    })
  }
  return childrenAsked(facts.children, message)
    .map((c) => answer(c, c.firstName))
    .join('\n\n')
}

function studentSummary(s: NamedStudent, lang: Language, intent: Question['topic']): string {
  const who = `${s.name}${s.classes.length ? ` (${s.classes.join(', ')})` : ''}`
  if (intent === 'grades' || intent === 'average') return gradesAnswer(s, lang, who)
  if (intent === 'due' || intent === 'late' || intent === 'next_due' || intent === 'not_handed_in')
    return dueAnswer(s, lang, who)
  if (intent === 'submitted') return submittedAnswer(s, lang, who)
  return `${dueAnswer(s, lang, who)}\n${gradesAnswer(s, lang, who)}`
}

function handInsAnswer(a: AssignmentHandIns, lang: Language, intent: Question['topic']): string {
  const due = a.dueAt
    ? t(lang, {
        en: ` (due ${formatDateTime(a.dueAt, lang)})`,
        fi: ` (määräaika ${formatDateTime(a.dueAt, lang)})`,
      })
    : ''
  const head = t(lang, {
    en: `${a.title}${due}: ${a.handedIn} of ${a.students} students have handed it in.`,
    fi: `${a.title}${due}: ${a.students} oppilaasta ${a.handedIn} on palauttanut työn.`,
  })
  const average =
    a.average === null
      ? t(lang, { en: 'Nothing is graded yet.', fi: 'Mitään ei ole vielä arvioitu.' })
      : t(lang, {
          en: `Average of the ${a.graded} graded: ${formatScore(a.average, a.maxScore, lang)}.`,
          fi: `Arvioitujen (${a.graded}) keskiarvo: ${formatScore(a.average, a.maxScore, lang)}.`,
        })
  if (intent === 'average') return `${head}\n${average}`
  const missing = a.missing.length
    ? `${t(lang, { en: `Not handed in (${a.missing.length}):`, fi: `Palauttamatta (${a.missing.length}):` })}\n${list(a.missing, (n) => n, lang, NAMES_LIMIT)}`
    : t(lang, { en: 'Everyone has handed it in.', fi: 'Kaikki ovat palauttaneet työn.' })
  return `${head}\n${missing}\n${average}`
}

function whichAssignment(q: Question, lang: Language): string {
  if (q.ambiguous.length) {
    return `${t(lang, {
      en: `Several assignments fit (${q.ambiguous.length}); which one do you mean? For example:`,
      fi: `Useampi tehtävä sopii (${q.ambiguous.length}); mitä niistä tarkoitat? Esimerkiksi:`,
    })}\n${list(q.ambiguous, (title) => title, lang)}`
  }
  return t(lang, {
    en: 'Which assignment do you mean? Write its name, for example "Who has not handed in Reading journal — English 5A?"',
    fi: 'Mitä tehtävää tarkoitat? Kirjoita sen nimi, esimerkiksi "Ketkä eivät ole palauttaneet tehtävää Reading journal — English 5A?"',
  })
}

const CANNOT: Text = {
  en: "I can only answer from your own information in Oppi (your assignments, grades, classes and the app's pages). I cannot answer that one.",
  fi: 'Voin vastata vain omien Oppi-tietojesi perusteella (tehtävät, arvosanat, luokat ja sovelluksen sivut). Tähän en osaa vastata.',
}

const HELP: Record<'student' | 'parent' | 'staff', Text> = {
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

function help(facts: Facts, lang: Language) {
  const who = facts.role === 'student' || facts.role === 'parent' ? facts.role : 'staff'
  return t(lang, HELP[who])
}

function countAnswer(facts: Facts, lang: Language, message: string, q: Question): string {
  const asked = words(message)
  const inClass = facts.classSizes.find((c) => asked.includes(c.name.toLocaleLowerCase('fi')))
  if (q.assignments.length)
    return q.assignments.map((a) => handInsAnswer(a, lang, 'count')).join('\n\n')
  if (inClass) {
    return t(lang, {
      en: `${inClass.name} has ${inClass.students} students.`,
      fi: `Luokalla ${inClass.name} on ${inClass.students} oppilasta.`,
    })
  }
  if (/class|luok/iu.test(message) && facts.classSizes.length) return classesAnswer(facts, lang)
  if (/grad|arvio/iu.test(message)) return toGradeAnswer(facts, lang)
  if (
    /student|pupil|oppila/iu.test(message) &&
    (facts.role === 'principal' || facts.role === 'teacher')
  ) {
    return t(lang, {
      en: `${facts.role === 'principal' ? 'The school has' : 'Your classes have'} ${facts.studentCount} students.`,
      fi: `${facts.role === 'principal' ? 'Koulussa on' : 'Luokillasi on'} ${facts.studentCount} oppilasta.`,
    })
  }
  if (facts.work) return dueAnswer(facts.work, lang)
  if (facts.children.length)
    return forChildren(facts, message, lang, (c, who) => dueAnswer(c, lang, who))
  return `${t(lang, CANNOT)} ${help(facts, lang)}`
}

function classesAnswer(facts: Facts, lang: Language): string {
  if (facts.classSizes.length) {
    const classes = facts.classSizes
      .map((c) =>
        t(lang, {
          en: `${c.name} (${c.students} students)`,
          fi: `${c.name} (${c.students} oppilasta)`,
        }),
      )
      .join(', ')
    const subjects = facts.subjects.length
      ? `\n${t(lang, { en: 'Subjects', fi: 'Oppiaineet' })}: ${facts.subjects.join(', ')}`
      : ''
    return `${t(lang, { en: `Classes (${facts.classSizes.length})`, fi: `Luokat (${facts.classSizes.length})` })}: ${classes}${subjects}`
  }
  if (facts.role === 'parent' && facts.children.length) {
    return facts.children
      .map(
        (c) =>
          `${c.firstName}: ${c.classes.join(', ') || t(lang, { en: 'no class', fi: 'ei luokkaa' })}`,
      )
      .join('\n')
  }
  const classes = facts.classes.length
    ? facts.classes.join(', ')
    : t(lang, { en: 'none', fi: 'ei yhtään' })
  const subjects = facts.subjects.length
    ? `\n${t(lang, { en: 'Subjects', fi: 'Oppiaineet' })}: ${facts.subjects.join(', ')}`
    : ''
  return `${t(lang, { en: 'Classes', fi: 'Luokat' })}: ${classes}${subjects}`
}

function lateHandInsAnswer(late: NonNullable<Question['late']>, lang: Language): string {
  if (!late.count)
    return t(lang, { en: 'No work was handed in late.', fi: 'Myöhässä palautettuja töitä ei ole.' })
  return `${t(lang, { en: `Handed in late (${late.count}), newest first:`, fi: `Myöhässä palautettu (${late.count}), uusimmat ensin:` })}\n${list(
    late.list,
    (s) => `${s.title} — ${s.student} (${formatDateTime(s.submittedAt, lang)})`,
    lang,
  )}`
}

function toGradeAnswer(facts: Facts, lang: Language): string {
  if (!facts.toGradeCount)
    return t(lang, { en: 'Nothing is waiting for grading.', fi: 'Arvioitavaa ei ole.' })
  return `${t(lang, { en: `${facts.toGradeCount} hand-ins are waiting for grading:`, fi: `Arvioitavia palautuksia on ${facts.toGradeCount}:` })}\n${list(
    facts.toGrade,
    (s) => `${s.title} — ${s.student} (${formatDateTime(s.submittedAt, lang)})`,
    lang,
  )}`
}

function teachersAnswer(facts: Facts, lang: Language, message: string): string {
  if (facts.role === 'student') {
    if (!facts.teachers.length)
      return t(lang, {
        en: 'Your classes have no teacher yet.',
        fi: 'Luokillasi ei ole vielä opettajaa.',
      })
    return t(lang, {
      en: `Your teacher${facts.teachers.length > 1 ? 's' : ''}: ${facts.teachers.join(', ')}.`,
      fi: `${facts.teachers.length > 1 ? 'Opettajasi' : 'Opettajasi'}: ${facts.teachers.join(', ')}.`,
    })
  }
  if (facts.role === 'parent') {
    return forChildren(facts, message, lang, (c, who) =>
      t(lang, {
        en: `${who}: ${c.teachers.length ? `teacher ${c.teachers.join(', ')}` : 'no teacher yet'}${c.classes.length ? ` (${c.classes.join(', ')})` : ''}.`,
        fi: `${who}: ${c.teachers.length ? `opettaja ${c.teachers.join(', ')}` : 'ei vielä opettajaa'}${c.classes.length ? ` (${c.classes.join(', ')})` : ''}.`,
      }),
    )
  }
  if (facts.role === 'principal') return waitingAnswer(facts, lang)
  return `${t(lang, CANNOT)} ${help(facts, lang)}`
}

const ROLE_WORDS: Record<string, Text> = {
  teacher: { en: 'teacher', fi: 'opettaja' },
  student: { en: 'student', fi: 'oppilas' },
  parent: { en: 'parent', fi: 'huoltaja' },
}

function waitingAnswer(facts: Facts, lang: Language): string {
  if (facts.role !== 'principal') {
    return t(lang, {
      en: 'Only the principal approves new members of the school.',
      fi: 'Vain rehtori hyväksyy koulun uudet jäsenet.',
    })
  }
  if (!facts.waiting.length)
    return t(lang, { en: 'Nobody is waiting for approval.', fi: 'Kukaan ei odota hyväksyntää.' })
  return `${t(lang, {
    en: `Waiting for your approval (${facts.waiting.length}) on the People page:`,
    fi: `Hyväksyntääsi odottaa Jäsenet-sivulla (${facts.waiting.length}):`,
  })}\n${list(facts.waiting, (w) => `${w.name} (${t(lang, ROLE_WORDS[w.role] ?? { en: w.role, fi: w.role })})`, lang)}`
}

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

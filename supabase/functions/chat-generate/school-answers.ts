// Answers about the school as staff see it — an assignment's hand-ins, what needs grading
// or came in late, classes and their sizes, who waits for approval — and about teachers.
import type { Language } from '../_shared/language.ts'
import type { Facts } from './facts.ts'
import type { AssignmentHandIns } from './lookups.ts'
import { words } from './lookups.ts'
import { formatDateTime, formatScore } from './numbers.ts'
import type { Question } from './question.ts'
import { CANNOT, help, list, t, type Text } from './reply-text.ts'
import { dueAnswer, forChildren } from './work-answers.ts'

/** Names of students who have not handed in are all read out, up to a class's worth. */
export const NAMES_LIMIT = 40

export function handInsAnswer(
  a: AssignmentHandIns,
  lang: Language,
  intent: Question['topic'],
): string {
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

export function whichAssignment(q: Question, lang: Language): string {
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

export function countAnswer(facts: Facts, lang: Language, message: string, q: Question): string {
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

export function classesAnswer(facts: Facts, lang: Language): string {
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

export function lateHandInsAnswer(late: NonNullable<Question['late']>, lang: Language): string {
  if (!late.count)
    return t(lang, { en: 'No work was handed in late.', fi: 'Myöhässä palautettuja töitä ei ole.' })
  return `${t(lang, { en: `Handed in late (${late.count}), newest first:`, fi: `Myöhässä palautettu (${late.count}), uusimmat ensin:` })}\n${list(
    late.list,
    (s) => `${s.title} — ${s.student} (${formatDateTime(s.submittedAt, lang)})`,
    lang,
  )}`
}

export function toGradeAnswer(facts: Facts, lang: Language): string {
  if (!facts.toGradeCount)
    return t(lang, { en: 'Nothing is waiting for grading.', fi: 'Arvioitavaa ei ole.' })
  return `${t(lang, { en: `${facts.toGradeCount} hand-ins are waiting for grading:`, fi: `Arvioitavia palautuksia on ${facts.toGradeCount}:` })}\n${list(
    facts.toGrade,
    (s) => `${s.title} — ${s.student} (${formatDateTime(s.submittedAt, lang)})`,
    lang,
  )}`
}

export function teachersAnswer(facts: Facts, lang: Language, message: string): string {
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

export const ROLE_WORDS: Record<string, Text> = {
  teacher: { en: 'teacher', fi: 'opettaja' },
  student: { en: 'student', fi: 'oppilas' },
  parent: { en: 'parent', fi: 'huoltaja' },
}

export function waitingAnswer(facts: Facts, lang: Language): string {
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

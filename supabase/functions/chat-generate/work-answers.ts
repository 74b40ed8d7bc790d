// Answers about one student's work — the asker's own, a parent's child's, or a student a
// teacher names: what is due, late, handed in or next, grades and averages.
import type { Language } from '../_shared/language.ts'
import type { Child, Facts, Grade, StudentWork, WorkItem } from './facts.ts'
import type { NamedStudent } from './lookups.ts'
import { sameWord, words } from './lookups.ts'
import { formatDateTime, formatNumber, formatScore } from './numbers.ts'
import type { Question } from './question.ts'
import { capitalise, list, t, whose } from './reply-text.ts'

export function workLine(item: WorkItem, lang: Language): string {
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

export function gradeLine(g: Grade, lang: Language): string {
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

export function dueAnswer(work: StudentWork, lang: Language, who?: string): string {
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

export function submittedLine(work: StudentWork, lang: Language): string {
  return t(lang, {
    en: `Handed in and waiting for a grade: ${work.submitted.map((i) => i.title).join(', ')}.`,
    fi: `Palautettu, odottaa arviointia: ${work.submitted.map((i) => i.title).join(', ')}.`,
  })
}

export function submittedAnswer(work: StudentWork, lang: Language, who?: string): string {
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

export function lateAnswer(work: StudentWork, lang: Language, who?: string): string {
  if (!work.late.length) {
    return capitalise(
      `${whose(who)}${t(lang, { en: 'nothing is late.', fi: 'mikään ei ole myöhässä.' })}`,
    )
  }
  return `${capitalise(`${whose(who)}${t(lang, { en: `late (${work.late.length}):`, fi: `myöhässä (${work.late.length}):` })}`)}\n${list(work.late, (i) => workLine(i, lang), lang)}`
}

export function nextDueAnswer(work: StudentWork, lang: Language, who?: string): string {
  const next = work.due.find((i) => i.dueAt)
  const late = work.late.length
    ? `\n${t(lang, { en: `Already late: ${work.late.map((i) => i.title).join(', ')}.`, fi: `Jo myöhässä: ${work.late.map((i) => i.title).join(', ')}.` })}`
    : ''
  if (!next) {
    return `${capitalise(`${whose(who)}${t(lang, { en: 'no upcoming due dates.', fi: 'ei tulevia määräaikoja.' })}`)}${late}`
  }
  return `${capitalise(`${whose(who)}${t(lang, { en: 'next due:', fi: 'seuraavaksi palautettava:' })}`)} ${workLine(next, lang)}${late}`
}

export function gradesAnswer(work: StudentWork, lang: Language, who?: string): string {
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

export function averageLine(work: StudentWork, lang: Language): string {
  const avg = averagePercent(work.grades)
  if (avg === null) return ''
  return t(lang, {
    en: `Average over ${work.grades.length} graded assignments: ${formatNumber(avg, lang)} % of the maximum points.`,
    fi: `Keskiarvo ${work.grades.length} arvioidusta tehtävästä: ${formatNumber(avg, lang)} % enimmäispisteistä.`,
  })
}

export function averageAnswer(work: StudentWork, lang: Language, who?: string): string {
  const line = averageLine(work, lang)
  if (!line) return gradesAnswer(work, lang, who)
  return who ? `${who}: ${line.charAt(0).toLocaleLowerCase('fi')}${line.slice(1)}` : line
}

/** A parent's children, or only those the question names. */
export function childrenAsked(children: Child[], message: string): Child[] {
  const asked = words(message)
  const named = children.filter((c) =>
    asked.some((w) => sameWord(w, c.firstName.toLocaleLowerCase('fi'))),
  )
  return named.length ? named : children
}

export function forChildren(
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

export function studentSummary(s: NamedStudent, lang: Language, intent: Question['topic']): string {
  const who = `${s.name}${s.classes.length ? ` (${s.classes.join(', ')})` : ''}`
  if (intent === 'grades' || intent === 'average') return gradesAnswer(s, lang, who)
  if (intent === 'due' || intent === 'late' || intent === 'next_due' || intent === 'not_handed_in')
    return dueAnswer(s, lang, who)
  if (intent === 'submitted') return submittedAnswer(s, lang, who)
  return `${dueAnswer(s, lang, who)}\n${gradesAnswer(s, lang, who)}`
}

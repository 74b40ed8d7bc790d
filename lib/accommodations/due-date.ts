// Personal due dates for the extended_time accommodation. The database decides them
// (private.personal_due(), read through the student_work view); `dueFromDb` turns such a row
// into what the pages show. `personalDue` still computes the same rule for the staff pages
// that list other students' hand-ins and have not moved to the database's date yet.

import { calendarDaysBetween } from '@/lib/i18n/dates'

export const DAY_MS = 24 * 60 * 60 * 1000
export const DEFAULT_EXTENDED_TIME_FACTOR = 1.5

export type AssignmentWindow = { createdAt: string | Date; dueAt: string | Date | null }

export type PersonalDue = {
  /** The assignment's own due date. */
  baseDueAt: Date
  /** The date that applies to this student. Equal to baseDueAt without extended time. */
  dueAt: Date
  /** True when the accommodation moved the date. */
  extended: boolean
  /** Whole extra days shown to people ('+2 days'); at least 1 when extended. */
  extraDays: number
}

/** Calendar days on the school's calendar, at least 1: an extension later the same day is "+1 day". */
function extraDaysOf(baseDueAt: Date, dueAt: Date): number {
  return Math.max(1, calendarDaysBetween(baseDueAt, dueAt))
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * A row of the student_work view as a PersonalDue: the database gave the class's date
 * (`base_due_at`) and the student's own (`due_at`); the extra days are only said in words.
 */
export function dueFromDb(row: {
  base_due_at: string | null
  due_at: string | null
  extended: boolean | null
}): PersonalDue | null {
  if (!row.due_at || !row.base_due_at) return null
  const baseDueAt = toDate(row.base_due_at)
  const dueAt = toDate(row.due_at)
  const extended = !!row.extended && dueAt.getTime() > baseDueAt.getTime()
  return { baseDueAt, dueAt, extended, extraDays: extended ? extraDaysOf(baseDueAt, dueAt) : 0 }
}

/**
 * created_at + max(window × factor, window + 1 day): the window grows by the school's
 * factor (default 50 %) and never by less than one day, so short assignments still give
 * real extra time.
 */
export function personalDue(
  assignment: AssignmentWindow,
  opts: { extendedTime: boolean; factor?: number },
): PersonalDue | null {
  if (!assignment.dueAt) return null
  const baseDueAt = toDate(assignment.dueAt)
  if (!opts.extendedTime) return { baseDueAt, dueAt: baseDueAt, extended: false, extraDays: 0 }
  const created = toDate(assignment.createdAt).getTime()
  const window = Math.max(0, baseDueAt.getTime() - created)
  const factor = opts.factor ?? DEFAULT_EXTENDED_TIME_FACTOR
  const extendedWindow = Math.max(window * factor, window + DAY_MS)
  const dueAt = new Date(created + extendedWindow)
  return { baseDueAt, dueAt, extended: true, extraDays: extraDaysOf(baseDueAt, dueAt) }
}

/** Late means after the student's own due date, so extended time is never "late". */
export function isLate(submittedAt: string | Date | null, due: PersonalDue | null): boolean {
  if (!submittedAt || !due) return false
  return toDate(submittedAt).getTime() > due.dueAt.getTime()
}

/** Past the student's own due date with nothing handed in. */
export function isOverdue(now: Date, due: PersonalDue | null, submitted: boolean): boolean {
  return !submitted && !!due && now.getTime() > due.dueAt.getTime()
}

export type WorkStatus = 'not_submitted' | 'submitted' | 'graded' | 'late'

/** The one status a teacher filters by. Graded wins over late: the grade is the news. */
export function workStatus(
  submission: { submittedAt: string | null; gradedAt: string | null } | null,
  due: PersonalDue | null,
): WorkStatus {
  if (!submission || !submission.submittedAt) return 'not_submitted'
  if (submission.gradedAt) return 'graded'
  return isLate(submission.submittedAt, due) ? 'late' : 'submitted'
}

// Dates are written by the app's one date helper.
export { formatShortDate, formatTime } from '@/lib/i18n/dates'

import { dueFromDb, type PersonalDue } from '@/lib/accommodations/due-date'

// What a parent reads about a child's work, worked out from rows of the student_work view
// (which already carries the child's own due date): one status per piece of work, the grades
// in the order they were given, and the data-access log grouped into one line per read.

/**
 * - due: not handed in, the child's own date has not passed
 * - missing: not handed in, the date has passed
 * - late: handed in after the child's own date (extended time is never late)
 * - submitted: handed in on time, not graded yet
 * - graded: a teacher has given a grade (the grade is the news, late or not)
 */
export type ChildWorkStatus = 'due' | 'missing' | 'late' | 'submitted' | 'graded'

export type WorkRow = {
  assignment_id: string | null
  title: string | null
  subject_name: string | null
  base_due_at: string | null
  due_at: string | null
  extended: boolean | null
  submitted_at: string | null
  graded_at: string | null
  score: number | null
  max_score: number | null
  feedback: string | null
}

export type ChildWorkItem = {
  id: string
  title: string
  subject: string
  due: PersonalDue | null
  status: ChildWorkStatus
  score: number | null
  maxScore: number | null
  feedback: string | null
}

export function childWorkStatus(
  row: Pick<WorkRow, 'submitted_at' | 'graded_at'>,
  due: PersonalDue | null,
  now: Date,
): ChildWorkStatus {
  if (row.graded_at) return 'graded'
  if (row.submitted_at)
    return due && new Date(row.submitted_at).getTime() > due.dueAt.getTime() ? 'late' : 'submitted'
  return due && now.getTime() > due.dueAt.getTime() ? 'missing' : 'due'
}

export function childWork(rows: readonly WorkRow[], now: Date): ChildWorkItem[] {
  return rows.map((row) => {
    const due = dueFromDb(row)
    return {
      id: row.assignment_id ?? '',
      title: row.title ?? '',
      subject: row.subject_name ?? '',
      due,
      status: childWorkStatus(row, due, now),
      score: row.score === null ? null : Number(row.score),
      maxScore: row.max_score === null ? null : Number(row.max_score),
      feedback: row.feedback?.trim() || null,
    }
  })
}

export type GradePoint = {
  id: string
  title: string
  subject: string
  gradedAt: string
  score: number
  maxScore: number | null
  percent: number | null
}

/** Graded work, oldest grade first, with each score as a percentage of its maximum where there is one. */
export function gradesOverTime(rows: readonly WorkRow[]): GradePoint[] {
  return rows
    .filter(
      (r): r is WorkRow & { graded_at: string; score: number } =>
        r.graded_at !== null && r.score !== null,
    )
    .map((r) => {
      const max = r.max_score === null ? null : Number(r.max_score)
      const score = Number(r.score)
      return {
        id: r.assignment_id ?? '',
        title: r.title ?? '',
        subject: r.subject_name ?? '',
        gradedAt: r.graded_at,
        score,
        maxScore: max,
        percent: max && max > 0 ? Math.round((score / max) * 100) : null,
      }
    })
    .sort((a, b) => a.gradedAt.localeCompare(b.gradedAt) || a.id.localeCompare(b.id))
}

/** The mean of the percentages, rounded; null when no grade has one. */
export function averagePercent(points: readonly GradePoint[]): number | null {
  const values = points.flatMap((p) => (p.percent === null ? [] : [p.percent]))
  return values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null
}

export type AccessLogRow = {
  accessed_by: string | null
  accessed_by_name: string
  accessed_by_role: string
  field: string
  accessed_at: string
}
export type AccessEntry = { key: string; name: string; role: string; at: string; fields: string[] }

/**
 * One line per read: opening a profile logs one row per field at the same moment, and a
 * parent wants "Päivi Virtanen, principal, read the medical information and notes", not
 * thirteen rows. Newest first; fields in their first-seen order, without repeats.
 */
export function groupAccessLog(rows: readonly AccessLogRow[]): AccessEntry[] {
  const entries = new Map<string, AccessEntry>()
  for (const row of rows) {
    const key = `${row.accessed_by ?? row.accessed_by_name}|${row.accessed_by_role}|${row.accessed_at}`
    const entry = entries.get(key) ?? {
      key,
      name: row.accessed_by_name,
      role: row.accessed_by_role,
      at: row.accessed_at,
      fields: [],
    }
    if (!entry.fields.includes(row.field)) entry.fields.push(row.field)
    entries.set(key, entry)
  }
  return [...entries.values()].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
}

/**
 * The child the page shows: the one the address names, or the first when it names none. A
 * named child who is not one of the parent's gives null (the page answers "not found" rather
 * than quietly showing another child under a link that named someone else).
 */
export function chooseChild<T extends { id: string }>(
  children: readonly T[],
  wanted: string | undefined,
): T | null {
  if (wanted) return children.find((c) => c.id === wanted) ?? null
  return children[0] ?? null
}

import { searchTerm } from '@/lib/validation/list-params'
import type { SubjectOptions } from './subjects'
import type { SubmissionFilters } from './submissions'

/**
 * Whether the subjects' hand-in tallies hold this list's total: all hand-ins, one subject's,
 * graded or not yet graded, with no student named. Counting the rows instead reads every one
 * of them (a big school's principal: 40,000); with a student or one assignment named the rows
 * are few and are counted.
 */
export function talliesHoldTotal(
  f: Pick<SubmissionFilters, 'status' | 'assignmentId' | 'studentId' | 'student'>,
) {
  return (
    !f.assignmentId &&
    !f.studentId &&
    !searchTerm(f.student) &&
    (f.status === null || f.status === 'graded' || f.status === 'submitted')
  )
}

/**
 * The list's total from the tallies of the filter's subjects (RLS shows a caller the tallies
 * of exactly the subjects whose hand-ins they see), or null when the filter did not load
 * every subject (an error, or more subjects than it loads).
 */
export function tallyTotal(
  subjects: SubjectOptions,
  f: Pick<SubmissionFilters, 'subjectId' | 'status'>,
): number | null {
  if (!subjects.complete) return null
  let handedIn = 0
  let graded = 0
  for (const subject of subjects.list) {
    if (f.subjectId && subject.id !== f.subjectId) continue
    for (const tally of subject.tally) {
      handedIn += tally.handed_in
      graded += tally.graded
    }
  }
  return f.status === 'graded' ? graded : f.status === 'submitted' ? handedIn - graded : handedIn
}

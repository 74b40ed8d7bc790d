// Facts a question points at by name: an assignment ("who has not handed in the reading
// journal of English 5A?") or a student ("how is Aino doing?"). Both are found among the rows
// the caller may read, with the caller's token: a name the caller may not see is simply not
// found, so the answer can never be about it.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { fullName, one, rows, str, studentWork, type StudentWork } from './facts.ts'

/** Lower-case words of a text: letters and digits, so "5A:lla" gives "5a" and "lla". */
export const words = (text: string): string[] =>
  text.toLocaleLowerCase('fi').match(/[\p{L}\d]+/gu) ?? []

/**
 * Whether a word of a question is a word of a name, allowing for a Finnish ending:
 * "matematiikan" is "Matematiikka", "journalia" is "journal", "Ainon" is "Aino".
 */
export function sameWord(asked: string, name: string): boolean {
  if (asked === name) return true
  const shorter = Math.min(asked.length, name.length)
  if (shorter < 4) return false
  let common = 0
  while (common < shorter && asked[common] === name[common]) common++
  return common >= Math.max(4, shorter - 2) && common >= name.length - 3
}

const FILLER = new Set(['the', 'a', 'an', 'my', 'of', 'in', 'for', 'and', 'ja'])

export interface AssignmentHandIns {
  title: string
  dueAt: string | null
  maxScore: number | null
  /** Students whose work it is (active in the class, and in it before it fell due). */
  students: number
  /** Full names of those who have not handed it in, by last name. */
  missing: string[]
  handedIn: number
  graded: number
  /** The mean score of the graded hand-ins; null when none is graded. */
  average: number | null
}

/** The caller's visible, active assignments that a question names best (several when it is unclear which). */
export async function assignmentsNamedIn(
  db: SupabaseClient,
  message: string,
): Promise<{ id: string; title: string }[]> {
  const asked = words(message)
  const result = await db
    .from('assignments')
    .select('id, title, due_at')
    .eq('is_active', true)
    .order('due_at', { ascending: false })
    .limit(1000)
  // Two words of a title at least: "5A" alone names every assignment of the class.
  let best: { id: string; title: string }[] = []
  let bestScore = 2
  for (const a of rows(result, 'assignments')) {
    const title = String(a.title)
    const named = words(title).filter((w) => !FILLER.has(w))
    const score = named.filter((w) => asked.some((x) => sameWord(x, w))).length
    if (score < 2) continue
    if (score > bestScore) [best, bestScore] = [[], score]
    if (score === bestScore) best.push({ id: String(a.id), title })
  }
  return best
}

/** Who should hand in an assignment, who has not, and how the graded work went, as the caller sees it. */
export async function handInsOf(
  db: SupabaseClient,
  assignment: { id: string; title: string },
): Promise<AssignmentHandIns> {
  const work = rows(
    await db
      .from('student_work')
      .select('student_id, base_due_at, max_score, submitted_at, score')
      .eq('assignment_id', assignment.id)
      .limit(1000),
    'hand-ins',
  )
  const missingIds = work.filter((w) => !w.submitted_at).map((w) => String(w.student_id))
  const people = missingIds.length
    ? rows(
        await db
          .from('profiles')
          .select('first_name, last_name')
          .in('id', missingIds)
          .order('last_name')
          .order('first_name'),
        'students',
      )
    : []
  const scores = work
    .filter((w) => w.score !== null && w.score !== undefined)
    .map((w) => Number(w.score))
  return {
    title: assignment.title,
    // The class's due date: a student's own may be later (extended time).
    dueAt: str(work[0]?.base_due_at) ?? null,
    maxScore: work[0]?.max_score == null ? null : Number(work[0].max_score),
    students: work.length,
    missing: people.map(fullName),
    handedIn: work.length - missingIds.length,
    graded: scores.length,
    average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
  }
}

export interface NamedStudent extends StudentWork {
  name: string
  classes: string[]
}

/** Common Finnish case endings of a name: "Ainon", "Ainolla", "Oliverille", "Mäkisen". */
const ENDINGS =
  /(n|lla|llä|lle|lta|ltä|ssa|ssä|sta|stä|in|ille|illa|illä|ilta|iltä|sen|sellä|selle|seltä)$/u

/** Capitalised words of a question that may be names, with their Finnish endings taken off. */
export function nameCandidates(message: string): string[] {
  const found = new Set<string>()
  for (const m of message.matchAll(/(?<![\p{L}])(\p{Lu}[\p{Ll}]+)(?:'s)?(?::\p{Ll}+)?/gu)) {
    const word = m[1]
    found.add(word)
    const stripped = word.replace(ENDINGS, '')
    if (stripped.length >= 3) found.add(stripped)
    // "Mäkisen" → "Mäkinen", "Virtasella" → "Virtanen".
    const nen = word.replace(/s(en|ellä|ella|elle|eltä|elta)$/u, 'nen')
    if (nen !== word) found.add(nen)
  }
  return [...found]
}

/** Students the caller may see whose name the question gives (first name, and last name when given). */
export async function studentsNamedIn(
  db: SupabaseClient,
  message: string,
): Promise<NamedStudent[]> {
  const candidates = nameCandidates(message)
  if (!candidates.length) return []
  const found = rows(
    await db
      .from('profiles')
      .select('id, first_name, last_name, student_enrollments(status, classes(name))')
      .eq('role', 'student')
      .in('first_name', candidates)
      .limit(20),
    'students',
  )
  // "Aino Mäkinen" is not any Aino: when the first name is followed by another name, that
  // one must be the last name.
  const chosen = found
    .filter((p) => {
      const after = message.match(
        new RegExp(`${p.first_name}\\p{Ll}*\\s+(\\p{Lu}[\\p{Ll}]+)`, 'u'),
      )?.[1]
      return !after || nameCandidates(after).includes(String(p.last_name))
    })
    .slice(0, 3)
  return await Promise.all(
    chosen.map(async (p) => ({
      name: fullName(p),
      classes: (Array.isArray(p.student_enrollments) ? p.student_enrollments : [])
        .filter((e: Record<string, unknown>) => e.status === 'active')
        .map((e: Record<string, unknown>) => str(one(e.classes)?.name))
        .filter((n): n is string => !!n),
      ...(await studentWork(db, String(p.id))),
    })),
  )
}

export interface LateHandIn {
  title: string
  student: string
  submittedAt: string
}

/**
 * Hand-ins that came in after the student's own due date (extended time applied), newest
 * first, as the caller may see them: the database's late_submissions() is the one place that
 * rule is written.
 */
export async function lateHandIns(db: SupabaseClient): Promise<[number, LateHandIn[]]> {
  const result = await db
    .rpc('late_submissions', {}, { count: 'exact' })
    .select(
      'submitted_at, assignments(title), profiles!assignment_submissions_student_fkey(first_name, last_name)',
    )
    .order('submitted_at', { ascending: false })
    .limit(50)
  const list = rows(result, 'late hand-ins').map((s) => ({
    title: str(one(s.assignments)?.title) ?? '?',
    student: fullName(one(s.profiles)),
    submittedAt: String(s.submitted_at),
  }))
  return [result.count ?? list.length, list]
}

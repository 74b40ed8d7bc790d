// What the assistant knows about the caller, read with the caller's own token so that
// row-level security decides what is visible: a student's own work, a teacher's classes and
// hand-ins, a principal's school, a parent's children. Nothing here may use the service role.
// A student's work comes from the student_work view, the same rows My assignments, the
// dashboards and the parent's pages read, so the assistant never disagrees with a page.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'

export type Role = 'principal' | 'teacher' | 'student' | 'parent'

export interface WorkItem {
  title: string
  subject: string | null
  /** The student's own due date (extended time included); null when the assignment has none. */
  dueAt: string | null
  /** The class's due date, when it differs from the student's own. */
  classDueAt: string | null
}

export interface Grade {
  title: string
  subject: string | null
  score: number
  maxScore: number | null
  feedback: string | null
}

export interface StudentWork {
  /** Not handed in, own due date still ahead (or none). Soonest first. */
  due: WorkItem[]
  /** Not handed in, own due date passed. */
  late: WorkItem[]
  /** Handed in, waiting for a grade. */
  submitted: WorkItem[]
  grades: Grade[]
}

export interface Child extends StudentWork {
  firstName: string
  lastName: string
  classes: string[]
  teachers: string[]
}

export interface ToGrade {
  title: string
  student: string
  submittedAt: string
}

export interface ClassSize {
  name: string
  students: number
}

export interface Notice {
  title: string
  message: string
}

export interface Facts {
  role: Role
  firstName: string
  lastName: string
  classes: string[]
  subjects: string[]
  /** Full names of the teachers of the caller's classes (a student's; staff: none). */
  teachers: string[]
  /** Accommodation codes of a student's plan (profile and formal plan together). */
  accommodations: string[]
  work: StudentWork | null
  /** Hand-ins waiting for a grade that the caller may grade: all of them counted, the first listed. */
  toGradeCount: number
  toGrade: ToGrade[]
  /** Staff: the classes they see, with their active students. */
  classSizes: ClassSize[]
  /** Staff: students in the classes they see. */
  studentCount: number
  /** A principal: members who signed up and wait for approval, by role. */
  waiting: { name: string; role: Role }[]
  children: Child[]
  unreadCount: number
  unread: Notice[]
}

/** How many rows of a list the assistant reads: enough for a conversation, cheap to fetch. */
const MAX_ROWS = 50

type Row = Record<string, unknown>
/** An embedded row: PostgREST gives one object, or an array when it cannot tell there is one. */
export const one = (v: unknown): Row | null =>
  ((Array.isArray(v) ? v[0] : v) as Row | undefined) ?? null
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)
export const fullName = (p: Row | null) =>
  [p?.first_name, p?.last_name].filter((n) => typeof n === 'string' && n).join(' ')

export function rows(
  result: { data: unknown; error: { message: string } | null },
  what: string,
): Row[] {
  if (result.error) throw new Error(`reading ${what}: ${result.error.message}`)
  return (result.data ?? []) as Row[]
}

function count(result: { count: number | null; error: { message: string } | null }, what: string) {
  if (result.error) throw new Error(`counting ${what}: ${result.error.message}`)
  return result.count ?? 0
}

/** One student's work as the caller sees it (themself, a child, or a student a teacher teaches). */
export async function studentWork(
  db: SupabaseClient,
  studentId: string,
  now = new Date(),
): Promise<StudentWork> {
  const work: StudentWork = { due: [], late: [], submitted: [], grades: [] }
  const result = await db
    .from('student_work')
    .select('title, subject_name, due_at, base_due_at, max_score, submitted_at, score, feedback')
    .eq('student_id', studentId)
    .order('due_at', { ascending: true, nullsFirst: false })
    .limit(200)
  for (const r of rows(result, 'work')) {
    const dueAt = str(r.due_at)
    const base = str(r.base_due_at)
    const item: WorkItem = {
      title: String(r.title),
      subject: str(r.subject_name),
      dueAt,
      classDueAt: base && dueAt && Date.parse(base) !== Date.parse(dueAt) ? base : null,
    }
    if (r.score !== null && r.score !== undefined) {
      work.grades.push({
        title: item.title,
        subject: item.subject,
        score: Number(r.score),
        maxScore: r.max_score == null ? null : Number(r.max_score),
        feedback: str(r.feedback),
      })
    } else if (r.submitted_at) work.submitted.push(item)
    else if (dueAt && Date.parse(dueAt) < now.getTime()) work.late.push(item)
    else work.due.push(item)
  }
  return work
}

async function names(
  db: SupabaseClient,
  table: 'classes' | 'subjects',
  filter?: { column: string; value: string },
) {
  let query = db.from(table).select('name').eq('is_active', true).order('name').limit(MAX_ROWS)
  if (filter) query = query.eq(filter.column, filter.value)
  return rows(await query, table).map((r) => String(r.name))
}

/** Teachers of the given classes (or of every class the caller sees), by the class_teachers view. */
async function teachersOf(db: SupabaseClient, classIds?: string[]) {
  let query = db.from('class_teachers').select('class_id, first_name, last_name')
  if (classIds) query = query.in('class_id', classIds)
  return [...new Set(rows(await query, 'teachers').map(fullName))].sort()
}

async function accommodations(db: SupabaseClient, studentId: string, fromProfile: string[]) {
  const plan = rows(
    await db
      .from('student_accommodations')
      .select('accommodation')
      .eq('student_id', studentId)
      .eq('is_active', true),
    'accommodations',
  )
  return [...new Set([...fromProfile, ...plan.map((p) => String(p.accommodation))])]
}

async function waitingForGrade(db: SupabaseClient): Promise<[number, ToGrade[]]> {
  const result = await db
    .from('assignment_submissions')
    .select(
      'submitted_at, assignments(title), profiles!assignment_submissions_student_fkey(first_name, last_name)',
      { count: 'exact' },
    )
    .not('submitted_at', 'is', null)
    .is('graded_at', null)
    .order('submitted_at', { ascending: true })
    .limit(MAX_ROWS)
  const list = rows(result, 'hand-ins').map((s) => ({
    title: str(one(s.assignments)?.title) ?? '?',
    student: fullName(one(s.profiles)),
    submittedAt: String(s.submitted_at),
  }))
  return [result.count ?? list.length, list]
}

async function classSizes(db: SupabaseClient, teacherId?: string): Promise<ClassSize[]> {
  let query = db
    .from('classes')
    .select('name, student_enrollments(count)')
    .eq('is_active', true)
    .eq('student_enrollments.status', 'active')
    .order('name')
    .limit(MAX_ROWS)
  if (teacherId) query = query.eq('teacher_id', teacherId)
  return rows(await query, 'classes').map((c) => ({
    name: String(c.name),
    students: Number(one(c.student_enrollments)?.count ?? 0),
  }))
}

async function waitingMembers(db: SupabaseClient) {
  const result = await db
    .from('profiles')
    .select('first_name, last_name, role')
    .in('role', ['teacher', 'student', 'parent'])
    .eq('is_active', false)
    .is('approved_at', null)
    .is('removed_at', null)
    .order('created_at')
    .limit(MAX_ROWS)
  return rows(result, 'members').map((p) => ({ name: fullName(p), role: p.role as Role }))
}

async function unreadNotices(db: SupabaseClient, profileId: string): Promise<[number, Notice[]]> {
  const result = await db
    .from('notifications')
    .select('title, message', { count: 'exact' })
    .eq('user_id', profileId)
    .eq('read', false)
    .order('created_at', { ascending: false })
    .limit(5)
  const list = rows(result, 'notifications').map((n) => ({
    title: String(n.title),
    message: String(n.message ?? ''),
  }))
  return [result.count ?? list.length, list]
}

async function children(db: SupabaseClient, parentId: string): Promise<Child[]> {
  const links = rows(
    await db
      .from('guardian_links')
      .select('student_id, profiles!guardian_links_student_fkey(first_name, last_name)')
      .eq('parent_id', parentId),
    'children',
  )
  return await Promise.all(
    links.map(async (l) => {
      const p = one(l.profiles)
      const studentId = String(l.student_id)
      const enrolled = rows(
        await db
          .from('student_enrollments')
          .select('class_id, classes(name)')
          .eq('student_id', studentId)
          .eq('status', 'active'),
        'enrolments',
      )
      const [teachers, work] = await Promise.all([
        teachersOf(
          db,
          enrolled.map((e) => String(e.class_id)),
        ),
        studentWork(db, studentId),
      ])
      return {
        firstName: str(p?.first_name) ?? '',
        lastName: str(p?.last_name) ?? '',
        classes: enrolled.map((e) => str(one(e.classes)?.name)).filter((n): n is string => !!n),
        teachers,
        ...work,
      }
    }),
  )
}

/** Everything the assistant may use, for the signed-in user `userId`; null when they have no profile. */
export async function gatherFacts(db: SupabaseClient, userId: string): Promise<Facts | null> {
  const { data: profile, error } = await db
    .from('profiles')
    .select('id, role, first_name, last_name, accommodations_needed')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw new Error(`reading the profile: ${error.message}`)
  if (!profile) return null
  const role = profile.role as Role
  const id = profile.id as string
  const facts: Facts = {
    role,
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    classes: [],
    subjects: [],
    teachers: [],
    accommodations: [],
    work: null,
    toGradeCount: 0,
    toGrade: [],
    classSizes: [],
    studentCount: 0,
    waiting: [],
    children: [],
    unreadCount: 0,
    unread: [],
  }
  ;[facts.unreadCount, facts.unread] = await unreadNotices(db, id)
  if (role === 'student') {
    ;[facts.classes, facts.subjects, facts.teachers, facts.accommodations, facts.work] =
      await Promise.all([
        names(db, 'classes'),
        names(db, 'subjects'),
        teachersOf(db),
        accommodations(db, id, (profile.accommodations_needed ?? []) as string[]),
        studentWork(db, id),
      ])
  } else if (role === 'parent') {
    ;[facts.classes, facts.children] = await Promise.all([names(db, 'classes'), children(db, id)])
  } else {
    const principal = role === 'principal'
    const [sizes, subjects, [toGradeCount, toGrade], waiting, studentCount] = await Promise.all([
      classSizes(db, principal ? undefined : id),
      names(db, 'subjects'),
      waitingForGrade(db),
      principal ? waitingMembers(db) : Promise.resolve([]),
      principal
        ? db
            .from('profiles')
            .select('id', { count: 'exact', head: true })
            .eq('role', 'student')
            .eq('is_active', true)
            .then((r) => count(r, 'students'))
        : Promise.resolve(null),
    ])
    facts.classSizes = sizes
    facts.classes = sizes.map((c) => c.name)
    facts.subjects = subjects
    facts.toGradeCount = toGradeCount
    facts.toGrade = toGrade
    facts.waiting = waiting
    facts.studentCount = studentCount ?? sizes.reduce((sum, c) => sum + c.students, 0)
  }
  return facts
}

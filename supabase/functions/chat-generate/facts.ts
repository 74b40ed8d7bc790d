// What the assistant knows about the caller, read with the caller's own token so that
// row-level security decides what is visible: a student's own work, a teacher's hand-ins to
// grade, a parent's children. Nothing here may use the service role.
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
}

export interface ToGrade {
  title: string
  student: string
  submittedAt: string
}

export interface Facts {
  role: Role
  firstName: string
  lastName: string
  classes: string[]
  subjects: string[]
  /** Accommodation codes of a student's own plan (profile and formal plan together). */
  accommodations: string[]
  work: StudentWork | null
  toGrade: ToGrade[]
  children: Child[]
}

/** How many rows of each kind the assistant reads: enough for a conversation, cheap to fetch. */
const MAX_ROWS = 50

type Row = Record<string, unknown>
/** An embedded row: PostgREST gives one object, or an array when it cannot tell there is one. */
const one = (v: unknown): Row | null => ((Array.isArray(v) ? v[0] : v) as Row | undefined) ?? null
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

function rows(result: { data: unknown; error: { message: string } | null }, what: string): Row[] {
  if (result.error) throw new Error(`reading ${what}: ${result.error.message}`)
  return (result.data ?? []) as Row[]
}

/** Assignments, hand-ins and grades of one student the caller may see (themself or a child). */
export async function studentWork(
  db: SupabaseClient,
  studentId: string,
  now = new Date(),
): Promise<StudentWork> {
  const enrolments = rows(
    await db
      .from('student_enrollments')
      .select('class_id')
      .eq('student_id', studentId)
      .eq('status', 'active'),
    'enrolments',
  )
  const classIds = enrolments.map((e) => e.class_id as string)
  const [assignments, submissions] = await Promise.all([
    classIds.length === 0
      ? { data: [], error: null }
      : db
          .from('assignments')
          .select('id, title, due_at, max_score, subjects!inner(name, class_id)')
          .eq('is_active', true)
          .in('subjects.class_id', classIds)
          .order('due_at', { ascending: true, nullsFirst: false })
          .limit(MAX_ROWS),
    db
      .from('assignment_submissions')
      .select(
        'assignment_id, score, feedback, submitted_at, assignments(title, max_score, subjects(name))',
      )
      .eq('student_id', studentId)
      .limit(MAX_ROWS),
  ])
  const handedIn = new Map(
    rows(submissions, 'submissions').map((s) => [s.assignment_id as string, s]),
  )

  const open = rows(assignments, 'assignments').filter(
    (a) => !handedIn.get(a.id as string)?.submitted_at,
  )
  // The student's own due date: extended time moves it later, and the database knows the rule.
  const personal = await Promise.all(
    open.map(async (a) => {
      if (!a.due_at) return null
      const { data, error } = await db.rpc('personal_due_at', {
        assignment_id: a.id,
        student_id: studentId,
      })
      if (error) throw new Error(`reading due dates: ${error.message}`)
      return str(data) ?? str(a.due_at)
    }),
  )
  const work: StudentWork = { due: [], late: [], submitted: [], grades: [] }
  open.forEach((a, i) => {
    const dueAt = personal[i]
    const classDueAt = str(a.due_at)
    const item: WorkItem = {
      title: String(a.title),
      subject: str(one(a.subjects)?.name),
      dueAt,
      classDueAt:
        classDueAt && dueAt && Date.parse(classDueAt) !== Date.parse(dueAt) ? classDueAt : null,
    }
    if (dueAt && Date.parse(dueAt) < now.getTime()) work.late.push(item)
    else work.due.push(item)
  })
  for (const s of handedIn.values()) {
    const a = one(s.assignments)
    const title = str(a?.title) ?? '?'
    const subject = str(one(a?.subjects)?.name)
    if (s.score !== null && s.score !== undefined) {
      work.grades.push({
        title,
        subject,
        score: Number(s.score),
        maxScore: a?.max_score == null ? null : Number(a.max_score),
        feedback: str(s.feedback),
      })
    } else if (s.submitted_at) {
      work.submitted.push({ title, subject, dueAt: null, classDueAt: null })
    }
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

async function waitingForGrade(db: SupabaseClient): Promise<ToGrade[]> {
  const result = await db
    .from('assignment_submissions')
    .select(
      'submitted_at, assignments(title), profiles!assignment_submissions_student_fkey(first_name, last_name)',
    )
    .not('submitted_at', 'is', null)
    .is('graded_at', null)
    .order('submitted_at', { ascending: true })
    .limit(MAX_ROWS)
  return rows(result, 'hand-ins').map((s) => {
    const p = one(s.profiles)
    return {
      title: str(one(s.assignments)?.title) ?? '?',
      student: [p?.first_name, p?.last_name].filter(Boolean).join(' '),
      submittedAt: String(s.submitted_at),
    }
  })
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
      return {
        firstName: str(p?.first_name) ?? '',
        lastName: str(p?.last_name) ?? '',
        ...(await studentWork(db, String(l.student_id))),
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
  const facts: Facts = {
    role,
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    classes: [],
    subjects: [],
    accommodations: [],
    work: null,
    toGrade: [],
    children: [],
  }
  const id = profile.id as string
  if (role === 'student') {
    ;[facts.classes, facts.subjects, facts.accommodations, facts.work] = await Promise.all([
      names(db, 'classes'),
      names(db, 'subjects'),
      accommodations(db, id, (profile.accommodations_needed ?? []) as string[]),
      studentWork(db, id),
    ])
  } else if (role === 'parent') {
    ;[facts.classes, facts.children] = await Promise.all([names(db, 'classes'), children(db, id)])
  } else {
    const own = role === 'teacher' ? { column: 'teacher_id', value: id } : undefined
    ;[facts.classes, facts.toGrade] = await Promise.all([
      names(db, 'classes', own),
      waitingForGrade(db),
    ])
  }
  return facts
}

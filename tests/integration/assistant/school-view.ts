// What each asker of the evaluation may see in the demo school, read at test time with their
// own token, so row-level security decides it exactly as it does for the assistant and the
// pages: their work from the student_work view (the rows My assignments, the dashboards and
// the parent's pages read), their classes, teachers and notifications. And what they may NOT
// see: every person's name and assignment title that the service role reads but they cannot.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { actors, PASSWORD } from '../rls/fixtures'

export type Asker = 'principal' | 'teacher' | 'teacher2' | 'student' | 'student2' | 'parent'
export type Lang = 'en' | 'fi'

export interface Grade {
  title: string
  score: number
  max: number | null
  feedback: string | null
}

export interface WorkView {
  /** Not handed in, own due date passed; soonest first. */
  late: string[]
  /** Not handed in, own due date ahead (or none); soonest first. */
  due: string[]
  /** Handed in, not graded. */
  submitted: string[]
  grades: Grade[]
  /** Mean share of the maximum over graded work, per cent. */
  averagePercent: number | null
}

export interface AskerView {
  client: SupabaseClient
  firstName: string
  work: WorkView | null
  classes: string[]
  subjects: string[]
  teachers: string[]
  children: { firstName: string; work: WorkView; teachers: string[] }[]
  /** Hand-ins waiting for a grade, all the asker may grade. */
  toGrade: number
  /** Students of each class the asker teaches or leads. */
  classSizes: Record<string, number>
  studentCount: number
  /** Staff: hand-ins after the student's own due date (late_submissions()), and who handed in the newest. */
  late: { count: number; newest: string[] }
  /** A principal: who signed up and waits for approval (full names). */
  waiting: string[]
  unread: number
  /** Names and titles the asker may not see. */
  forbidden: string[]
}

export interface HandIns {
  missing: string[]
  average: number | null
  max: number | null
}

type Row = Record<string, unknown>
const fullName = (p: Row) => `${p.first_name} ${p.last_name}`
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v) as Row | null

async function read<T = Row>(query: PromiseLike<{ data: unknown; error: unknown }>): Promise<T[]> {
  const { data, error } = await query
  if (error) throw new Error(JSON.stringify(error))
  return (data ?? []) as T[]
}

/** A student's work as `client` sees it, from student_work, split as a student reads it. */
export async function workOf(client: SupabaseClient, studentId: string, now = Date.now()) {
  const rows = await read(
    client
      .from('student_work')
      .select('title, due_at, max_score, submitted_at, score, feedback')
      .eq('student_id', studentId)
      .order('due_at', { ascending: true, nullsFirst: false }),
  )
  const work: WorkView = { late: [], due: [], submitted: [], grades: [], averagePercent: null }
  for (const r of rows) {
    const title = String(r.title)
    if (r.score !== null) {
      work.grades.push({
        title,
        score: Number(r.score),
        max: r.max_score === null ? null : Number(r.max_score),
        feedback: (r.feedback as string | null) ?? null,
      })
    } else if (r.submitted_at) work.submitted.push(title)
    else if (r.due_at && Date.parse(String(r.due_at)) < now) work.late.push(title)
    else work.due.push(title)
  }
  const scored = work.grades.filter((g) => g.max)
  if (scored.length)
    work.averagePercent = (scored.reduce((s, g) => s + g.score / g.max!, 0) / scored.length) * 100
  return work
}

/** Who has not handed in an assignment (full names) and the mean graded score, as `client` sees it. */
export async function handInsOf(client: SupabaseClient, title: string): Promise<HandIns> {
  const [assignment] = await read(
    client.from('assignments').select('id, max_score').eq('title', title).eq('is_active', true),
  )
  if (!assignment) throw new Error(`no assignment "${title}" for this asker`)
  const rows = await read(
    client
      .from('student_work')
      .select('student_id, submitted_at, score')
      .eq('assignment_id', assignment.id),
  )
  const missingIds = rows.filter((r) => !r.submitted_at).map((r) => r.student_id as string)
  const people = missingIds.length
    ? await read(client.from('profiles').select('first_name, last_name').in('id', missingIds))
    : []
  const scores = rows.filter((r) => r.score !== null).map((r) => Number(r.score))
  return {
    missing: people.map(fullName),
    average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
    max: assignment.max_score === null ? null : Number(assignment.max_score),
  }
}

const EMAILS: Record<Asker, string> = {
  principal: actors.principal.email,
  teacher: actors.teacher.email,
  teacher2: actors.teacher2.email,
  student: actors.student.email,
  student2: actors.student2.email,
  parent: actors.parent.email,
}

/** Everything the evaluation needs to know about each asker, on the server at `url`. */
export async function schoolView(
  url: string,
  keys: { anonKey: string; serviceRoleKey: string },
): Promise<Record<Asker, AskerView>> {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }
  const service = createClient(url, keys.serviceRoleKey, options)
  const [everyone, allTitles] = await Promise.all([
    read(service.from('profiles').select('first_name, last_name')),
    read(service.from('assignments').select('title')),
  ])
  const views = {} as Record<Asker, AskerView>
  for (const asker of Object.keys(EMAILS) as Asker[]) {
    const client = createClient(url, keys.anonKey, options)
    const { data, error } = await client.auth.signInWithPassword({
      email: EMAILS[asker],
      password: PASSWORD,
    })
    if (error) throw error
    views[asker] = await viewOf(client, data.user.id)
  }
  // What an asker may not see: names and titles the service role reads and they cannot.
  for (const view of Object.values(views)) {
    const [people, titles, teachers] = await Promise.all([
      read(view.client.from('profiles').select('first_name, last_name')),
      read(view.client.from('assignments').select('title')),
      read(view.client.from('class_teachers').select('first_name, last_name')),
    ])
    const seen = new Set([...people, ...teachers].map(fullName))
    const seenTitles = new Set(titles.map((t) => String(t.title)))
    view.forbidden = [
      ...new Set([
        ...everyone.map(fullName).filter((n) => !seen.has(n)),
        ...allTitles.map((t) => String(t.title)).filter((t) => !seenTitles.has(t)),
      ]),
    ]
  }
  return views
}

async function viewOf(client: SupabaseClient, userId: string): Promise<AskerView> {
  const [me] = await read(
    client.from('profiles').select('id, role, first_name').eq('user_id', userId),
  )
  const id = String(me.id)
  const [classes, subjects, teachers, unread] = await Promise.all([
    read(client.from('classes').select('name, teacher_id').eq('is_active', true)),
    read(client.from('subjects').select('name').eq('is_active', true)),
    read(client.from('class_teachers').select('first_name, last_name')),
    client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', id)
      .eq('read', false),
  ])
  const view: AskerView = {
    client,
    firstName: String(me.first_name),
    work: null,
    classes: classes.map((c) => String(c.name)).sort(),
    subjects: subjects.map((s) => String(s.name)).sort(),
    teachers: [...new Set(teachers.map(fullName))].sort(),
    children: [],
    toGrade: 0,
    classSizes: {},
    studentCount: 0,
    waiting: [],
    late: { count: 0, newest: [] },
    unread: unread.count ?? 0,
    forbidden: [],
  }
  if (me.role === 'student') view.work = await workOf(client, id)
  if (me.role === 'parent') {
    const links = await read(
      client
        .from('guardian_links')
        .select('student_id, profiles!guardian_links_student_fkey(first_name)')
        .eq('parent_id', id),
    )
    for (const link of links) {
      const enrolled = await read(
        client
          .from('student_enrollments')
          .select('class_id')
          .eq('student_id', link.student_id)
          .eq('status', 'active'),
      )
      const names = await read(
        client
          .from('class_teachers')
          .select('first_name, last_name')
          .in(
            'class_id',
            enrolled.map((e) => e.class_id),
          ),
      )
      view.children.push({
        firstName: String(one(link.profiles)!.first_name),
        work: await workOf(client, String(link.student_id)),
        teachers: [...new Set(names.map(fullName))],
      })
    }
  }
  if (me.role === 'teacher' || me.role === 'principal') {
    const { count } = await client
      .from('assignment_submissions')
      .select('id', { count: 'exact', head: true })
      .not('submitted_at', 'is', null)
      .is('graded_at', null)
    view.toGrade = count ?? 0
    const led = await read(
      client
        .from('classes')
        .select('name, student_enrollments(count)')
        .eq('is_active', true)
        .eq('student_enrollments.status', 'active')
        .match(me.role === 'teacher' ? { teacher_id: id } : {}),
    )
    for (const c of led) view.classSizes[String(c.name)] = Number(one(c.student_enrollments)?.count)
    view.classes = Object.keys(view.classSizes).sort()
    const students = await client
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('role', 'student')
      .eq('is_active', true)
    view.studentCount = students.count ?? 0
    const late = await client
      .rpc('late_submissions', {}, { count: 'exact' })
      .select('submitted_at, profiles!assignment_submissions_student_fkey(first_name, last_name)')
      .order('submitted_at', { ascending: false })
      .limit(5)
    if (late.error) throw new Error(JSON.stringify(late.error))
    view.late = {
      count: late.count ?? 0,
      newest: (late.data as Row[]).map((r) => fullName(one(r.profiles)!)),
    }
  }
  if (me.role === 'principal') {
    const waiting = await read(
      client
        .from('profiles')
        .select('first_name, last_name')
        .eq('is_active', false)
        .is('approved_at', null),
    )
    view.waiting = waiting.map(fullName)
  }
  return view
}

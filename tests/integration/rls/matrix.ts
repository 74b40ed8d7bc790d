/**
 * The RLS matrix as data: who (actor) does what (select / insert / update / delete / rpc) to
 * which table, and what must happen — the rows that come back, or a refusal (SQLSTATE).
 * Runners: matrix-sql.test.ts (SQL, as PostgREST runs a request) and, once supabase/local
 * serves rest/v1, a supabase-js runner over the same cases.
 *
 * Values starting with '@' are references resolved at run time (school ids made at sign-up).
 * Every case runs in its own rolled-back transaction (SQL runner), so writes do not leak
 * into later cases.
 */
import { createHash } from 'node:crypto'
import { actors, ids, SENSITIVE_FIELDS, type ActorName } from './fixtures'

export type Op = 'select' | 'insert' | 'update' | 'delete' | 'rpc'
export type Value = string | number | boolean | null | string[] | Record<string, unknown>

export interface Expect {
  /**
   * SQLSTATE(s) of the refusal, '|'-separated, e.g. '42501' or '42501|23503'. Together with
   * count: 0 it means "refused, or nothing written" (cross-school writes, where a missing
   * privilege and a policy that matches no row are equally good answers).
   */
  error?: string
  /** Exactly this many rows returned (select) or written (insert/update/delete). */
  count?: number
  /** At least this many rows. */
  min?: number
  /** Row keys (id, or profile_id for profile_sensitive) that must / must not be among them. */
  includes?: string[]
  excludes?: string[]
  /** Every returned row has these values (a list value: one of them). */
  every?: Record<string, Value | Value[]>
}

export interface Case {
  actor: ActorName
  op: Op
  table: string
  /** select list for select cases; default: the key plus the `every` columns. */
  columns?: string[]
  /** Equality filters (select, update, delete). */
  match?: Record<string, Value>
  /** Row to insert, or columns to set. */
  values?: Record<string, Value>
  /** rpc arguments, by name. */
  args?: Record<string, Value>
  /** rpc returning a set of table rows: its rows are the result (`select * from fn(…)`). */
  setof?: boolean
  expect: Expect
  note?: string
}

const KEYS: Record<string, string> = {
  profile_sensitive: 'profile_id',
  class_teachers: 'class_id',
  submission_timeliness: 'submission_id',
  student_work: 'assignment_id',
  account_security: 'profile_id',
}
export const keyOf = (table: string) => KEYS[table] ?? 'id'

const md5Uuid = (s: string) => {
  const h = createHash('md5').update(s).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
/** Student 20 of 5A, whose enrolment is withdrawn. */
export const withdrawnStudent = md5Uuid('oppi-demo-student-20')
const a = actors
const DEMO = '@demoSchool'
const OTHER = '@otherSchool'
const DENIED = { error: '42501' }
const NONE = { count: 0 }

// A teacher or student of the demo school sees its videos and the active public ones, never an
// inactive public video or another school's.
const SCHOOL_MEMBER_VIDEOS: Expect = {
  min: 4,
  includes: [ids.schoolVideo, ids.publicVideo],
  excludes: [ids.otherVideo, ids.inactivePublicVideo],
}

const TABLES = [
  'schools',
  'profiles',
  'profile_sensitive',
  'guardian_links',
  'classes',
  'subjects',
  'student_enrollments',
  'assignments',
  'assignment_submissions',
  'quiz_attempts',
  'student_accommodations',
  'student_support_services',
  'student_progress_tracking',
  'notifications',
  'videos',
  'deleted_items',
  'sensitive_access_log',
] as const
const VIEWS = ['class_teachers', 'submission_timeliness', 'student_work'] as const

const sel = (actor: ActorName, table: string, expect: Expect, rest: Partial<Case> = {}): Case => ({
  actor,
  op: 'select',
  table,
  expect,
  ...rest,
})
const ins = (
  actor: ActorName,
  table: string,
  values: Record<string, Value>,
  expect: Expect,
  note?: string,
): Case => ({
  actor,
  op: 'insert',
  table,
  values,
  expect,
  note,
})
const upd = (
  actor: ActorName,
  table: string,
  match: Record<string, Value>,
  values: Record<string, Value>,
  expect: Expect,
  note?: string,
): Case => ({ actor, op: 'update', table, match, values, expect, note })
const del = (
  actor: ActorName,
  table: string,
  match: Record<string, Value>,
  expect: Expect,
  note?: string,
): Case => ({
  actor,
  op: 'delete',
  table,
  match,
  expect,
  note,
})

// Rows of each table that a write case can aim at, one in the demo school and one in the other.
const demoRow: Record<(typeof TABLES)[number], Record<string, Value>> = {
  schools: { id: DEMO },
  profiles: { id: a.student.id },
  profile_sensitive: { profile_id: a.student.id },
  guardian_links: { student_id: a.student.id },
  classes: { id: ids.class5A },
  subjects: { id: ids.math5A },
  student_enrollments: { student_id: a.student.id },
  assignments: { id: ids.math5AWeek1 },
  assignment_submissions: { student_id: a.student.id },
  quiz_attempts: { school_id: DEMO },
  student_accommodations: { student_id: a.student.id },
  student_support_services: { student_id: a.student.id },
  student_progress_tracking: { student_id: a.student.id },
  notifications: { user_id: a.student.id },
  videos: { id: ids.schoolVideo },
  deleted_items: { school_id: DEMO },
  sensitive_access_log: { school_id: DEMO },
}
// A harmless column to set in update cases.
const touch: Record<(typeof TABLES)[number], Record<string, Value>> = {
  schools: { name: 'Renamed School' },
  profiles: { first_name: 'Changed' },
  profile_sensitive: { notes: 'changed' },
  guardian_links: { source: 'manual' },
  classes: { description: 'changed' },
  subjects: { description: 'changed' },
  student_enrollments: { status: 'inactive' },
  assignments: { instructions: 'changed' },
  assignment_submissions: { feedback: 'changed' },
  quiz_attempts: { title: 'changed' },
  student_accommodations: { details: 'changed' },
  student_support_services: { details: 'changed' },
  student_progress_tracking: { comment: 'changed' },
  notifications: { read: true },
  videos: { description: 'changed' },
  deleted_items: { item_label: 'changed' },
  sensitive_access_log: { field: 'changed' },
}
// A plausible new row in the demo school, for insert cases of actors who must be refused.
const newDemoRow: Record<(typeof TABLES)[number], Record<string, Value>> = {
  schools: { name: 'Sneaky School' },
  profiles: { id: a.student.id, user_id: a.student.id, school_id: DEMO, role: 'principal' },
  profile_sensitive: { profile_id: a.student.id },
  guardian_links: {
    school_id: DEMO,
    parent_id: a.parent.id,
    student_id: a.student2.id,
    source: 'manual',
  },
  classes: { school_id: DEMO, name: 'Intruder class', teacher_id: a.teacher.id },
  subjects: { school_id: DEMO, class_id: ids.class5A, name: 'Intruder subject' },
  student_enrollments: { school_id: DEMO, student_id: a.student2.id, class_id: ids.class5A },
  assignments: {
    school_id: DEMO,
    subject_id: ids.math5A,
    title: 'Intruder assignment',
    created_by: a.teacher.id,
  },
  assignment_submissions: {
    school_id: DEMO,
    assignment_id: ids.math5AWeek1,
    student_id: a.student2.id,
    content: 'x',
  },
  quiz_attempts: { school_id: DEMO, student_id: a.student.id, subject_id: ids.math5A, score: 100 },
  student_accommodations: {
    school_id: DEMO,
    student_id: a.student2.id,
    accommodation: 'extended_time',
  },
  student_support_services: { school_id: DEMO, student_id: a.student2.id, service: 'tutoring' },
  student_progress_tracking: {
    school_id: DEMO,
    student_id: a.student2.id,
    subject_id: ids.finnish5B,
    metric: 'x',
  },
  notifications: {
    school_id: DEMO,
    user_id: a.student2.id,
    title: 'Phish',
    created_by: a.principal.id,
  },
  videos: {
    school_id: DEMO,
    title: 'Intruder video',
    external_url: 'https://x.test/v',
    created_by: a.teacher.id,
  },
  deleted_items: { school_id: DEMO, table_name: 'classes', item_id: ids.class5A, item_data: {} },
  sensitive_access_log: {
    school_id: DEMO,
    profile_id: a.student.id,
    accessed_by_name: 'x',
    accessed_by_role: 'x',
    field: 'notes',
  },
}

// ---------------------------------------------------------------------------------------
// anon: public, active videos and nothing else (the enrolment page uses an rpc).
// ---------------------------------------------------------------------------------------
const anonCases: Case[] = [
  ...TABLES.filter((t) => t !== 'videos').map((t) => sel('anon', t, DENIED)),
  ...VIEWS.map((t) => sel('anon', t, DENIED)),
  sel('anon', 'videos', {
    min: 3,
    includes: [ids.publicVideo],
    excludes: [ids.schoolVideo, ids.inactivePublicVideo, ids.otherVideo],
    every: { is_public: true, is_active: true },
  }),
  ...TABLES.map((t) => ins('anon', t, newDemoRow[t], DENIED)),
  ...TABLES.map((t) => upd('anon', t, demoRow[t], touch[t], DENIED)),
  ...TABLES.map((t) => del('anon', t, demoRow[t], DENIED)),
  {
    actor: 'anon',
    op: 'rpc',
    table: 'get_enrollment_subject',
    args: { subject_id: ids.math5A },
    expect: { count: 1 },
  },
  {
    actor: 'anon',
    op: 'rpc',
    table: 'enroll_in_subject',
    args: { subject_id: ids.math5A },
    expect: DENIED,
  },
  { actor: 'anon', op: 'rpc', table: 'principal_stats', args: {}, expect: DENIED },
  {
    actor: 'anon',
    op: 'rpc',
    table: 'soft_delete_item',
    args: { table_name: 'classes', item_id: ids.class5A, deleter_id: a.principal.id },
    expect: DENIED,
  },
  {
    actor: 'anon',
    op: 'rpc',
    table: 'custom_access_token_hook',
    args: { event: {} },
    expect: DENIED,
  },
]

// ---------------------------------------------------------------------------------------
// principal: everything of their own school; sensitive data only through the rpc.
// ---------------------------------------------------------------------------------------
const P: ActorName = 'principal'
const principalCases: Case[] = [
  sel(P, 'schools', { count: 1, every: { id: DEMO } }),
  upd(P, 'schools', { id: DEMO }, { bin_retention_days: 14 }, { count: 1 }),
  upd(P, 'schools', { id: OTHER }, { bin_retention_days: 14 }, NONE),
  ins(P, 'schools', { name: 'Second school' }, DENIED),
  del(P, 'schools', { id: DEMO }, DENIED),

  sel(P, 'profiles', {
    min: 250,
    includes: [a.teacher.id, a.pendingTeacher.id, a.student.id, a.parent.id],
    excludes: [a.otherStudent.id, a.otherPrincipal.id],
    every: { school_id: DEMO },
  }),
  upd(P, 'profiles', { id: a.student.id }, { grade_level: 6 }, { count: 1 }),
  upd(P, 'profiles', { id: a.otherStudent.id }, { grade_level: 6 }, NONE),
  upd(
    P,
    'profiles',
    { id: a.teacher.id },
    { role: 'principal' },
    DENIED,
    'role is not a writable column',
  ),
  upd(
    P,
    'profiles',
    { id: a.pendingTeacher.id },
    { is_active: true },
    DENIED,
    'activation goes through toggle_item_status',
  ),
  ins(P, 'profiles', newDemoRow.profiles, DENIED),
  del(P, 'profiles', { id: a.student.id }, DENIED),

  sel(P, 'profile_sensitive', NONE, { match: { profile_id: a.student.id } }),
  upd(P, 'profile_sensitive', { profile_id: a.student.id }, { notes: 'x' }, NONE),
  ins(P, 'profile_sensitive', { profile_id: a.student.id }, DENIED),
  del(P, 'profile_sensitive', { profile_id: a.student.id }, DENIED),

  sel(P, 'guardian_links', { min: 14, every: { school_id: DEMO } }),
  ins(P, 'guardian_links', newDemoRow.guardian_links, { count: 1 }),
  ins(
    P,
    'guardian_links',
    { ...newDemoRow.guardian_links, source: 'parent_email' },
    DENIED,
    'automatic links are the triggers’',
  ),
  ins(
    P,
    'guardian_links',
    { school_id: OTHER, parent_id: a.parent.id, student_id: a.otherStudent.id },
    { error: '42501|23503' },
  ),
  upd(P, 'guardian_links', { student_id: a.student.id }, { source: 'manual' }, DENIED),
  del(P, 'guardian_links', { student_id: a.student.id }, { count: 1 }),

  sel(P, 'classes', {
    count: 12,
    includes: [ids.class5A, ids.class5B],
    every: { school_id: DEMO },
  }),
  ins(
    P,
    'classes',
    { name: '7A', teacher_id: a.teacher2.id },
    { count: 1 },
    'school_id defaults to the caller’s',
  ),
  ins(P, 'classes', { school_id: OTHER, name: 'Intruder' }, DENIED),
  ins(
    P,
    'classes',
    { name: '7B', teacher_id: a.otherTeacher.id },
    { error: '23503|42501' },
    'teacher of another school',
  ),
  ins(
    P,
    'classes',
    { name: '7C', teacher_id: a.student.id },
    { error: '23514' },
    'a student cannot teach',
  ),
  upd(P, 'classes', { id: ids.class5A }, { description: 'x' }, { count: 1 }),
  upd(P, 'classes', { id: ids.otherClass }, { description: 'x' }, NONE),
  del(P, 'classes', { id: ids.class5A }, DENIED, 'only through the bin'),

  sel(P, 'subjects', {
    min: 30,
    includes: [ids.math5A],
    excludes: [ids.otherSubject],
    every: { school_id: DEMO },
  }),
  ins(P, 'subjects', { class_id: ids.class5B, name: 'Musiikki 5B' }, { count: 1 }),
  ins(P, 'subjects', { class_id: ids.otherClass, name: 'x' }, { error: '23503|42501' }),
  upd(P, 'subjects', { id: ids.finnish5B }, { enrollment_enabled: false }, { count: 1 }),
  upd(P, 'subjects', { id: ids.otherSubject }, { name: 'x' }, NONE),
  del(P, 'subjects', { id: ids.math5A }, DENIED),

  sel(P, 'student_enrollments', { min: 240, every: { school_id: DEMO } }),
  ins(P, 'student_enrollments', { student_id: a.student2.id, class_id: ids.class5A }, { count: 1 }),
  ins(
    P,
    'student_enrollments',
    { student_id: a.otherStudent.id, class_id: ids.class5A },
    { error: '23503|42501' },
  ),
  upd(
    P,
    'student_enrollments',
    { student_id: a.student.id },
    { status: 'completed' },
    { count: 1 },
  ),
  upd(P, 'student_enrollments', { student_id: a.otherStudent.id }, { status: 'completed' }, NONE),
  del(P, 'student_enrollments', { student_id: a.student2.id }, { count: 1 }),
  del(P, 'student_enrollments', { student_id: a.otherStudent.id }, NONE),

  sel(P, 'assignments', {
    min: 120,
    includes: [ids.draft5A],
    excludes: [ids.otherAssignment],
    every: { school_id: DEMO },
  }),
  ins(P, 'assignments', { subject_id: ids.math5A, title: 'Principal’s quiz' }, { count: 1 }),
  upd(P, 'assignments', { id: ids.math5AWeek1 }, { max_score: 20 }, { count: 1 }),
  upd(P, 'assignments', { id: ids.otherAssignment }, { max_score: 20 }, NONE),
  del(P, 'assignments', { id: ids.math5AWeek1 }, DENIED),

  sel(P, 'assignment_submissions', { min: 1000, every: { school_id: DEMO } }),
  ins(
    P,
    'assignment_submissions',
    newDemoRow.assignment_submissions,
    DENIED,
    'only students hand in',
  ),
  upd(
    P,
    'assignment_submissions',
    { student_id: a.student.id, assignment_id: ids.math5AWeek1 },
    { score: 10 },
    { count: 1 },
  ),
  upd(P, 'assignment_submissions', { student_id: a.otherStudent.id }, { score: 1 }, NONE),
  del(P, 'assignment_submissions', { student_id: a.student.id }, DENIED),

  sel(P, 'quiz_attempts', { min: 100, every: { school_id: DEMO } }),
  ins(P, 'quiz_attempts', newDemoRow.quiz_attempts, DENIED),
  upd(P, 'quiz_attempts', { school_id: DEMO }, { score: 100 }, DENIED),
  del(P, 'quiz_attempts', { school_id: DEMO }, DENIED),

  ...(
    ['student_accommodations', 'student_support_services', 'student_progress_tracking'] as const
  ).flatMap((t) => [
    sel(P, t, { min: 1, every: { school_id: DEMO } }),
    ins(P, t, { ...newDemoRow[t], student_id: a.student2.id }, { count: 1 }),
    upd(P, t, { student_id: a.student.id }, touch[t], { min: 1 }),
    upd(P, t, { student_id: a.otherStudent.id }, touch[t], NONE),
    del(P, t, { student_id: a.student.id }, { min: 1 }),
  ]),
  ins(
    P,
    'student_accommodations',
    { student_id: a.otherStudent.id, accommodation: 'large_print' },
    { error: '23503|42501' },
  ),

  sel(
    P,
    'notifications',
    { min: 1, every: { user_id: a.principal.id } },
    { match: { user_id: a.principal.id } },
  ),
  sel(P, 'notifications', NONE, {
    match: { user_id: a.student.id },
    note: 'notifications stay private to recipient and sender',
  }),
  ins(
    P,
    'notifications',
    { user_id: a.student2.id, title: 'Hello', created_by: a.principal.id },
    DENIED,
    'notifications to others come only from the database’s event triggers',
  ),
  ins(
    P,
    'notifications',
    { user_id: a.principal.id, title: 'Note to self', created_by: a.principal.id },
    { count: 1 },
  ),
  ins(
    P,
    'notifications',
    { user_id: a.student2.id, title: 'Hello', created_by: a.teacher.id },
    DENIED,
    'no sending in another’s name',
  ),
  upd(P, 'notifications', { user_id: a.principal.id }, { read: true }, { min: 1 }),
  upd(P, 'notifications', { user_id: a.principal.id }, { title: 'x' }, DENIED),
  del(P, 'notifications', { user_id: a.principal.id }, { min: 1 }),

  sel(P, 'videos', {
    min: 5,
    includes: [ids.schoolVideo, ids.inactivePublicVideo],
    excludes: [ids.otherVideo],
  }),
  ins(
    P,
    'videos',
    { title: 'Assembly', external_url: 'https://videos.test/a', created_by: a.principal.id },
    { count: 1 },
  ),
  upd(P, 'videos', { id: ids.publicVideo }, { is_public: false }, { count: 1 }),
  upd(P, 'videos', { id: ids.otherVideo }, { title: 'x' }, NONE),
  del(P, 'videos', { id: ids.publicVideo }, DENIED),

  sel(P, 'deleted_items', { count: 3, every: { school_id: DEMO } }),
  ins(P, 'deleted_items', newDemoRow.deleted_items, DENIED),
  upd(P, 'deleted_items', { school_id: DEMO }, { item_label: 'x' }, DENIED),
  del(P, 'deleted_items', { school_id: DEMO }, DENIED, 'purge_deleted_item() is the way'),

  sel(P, 'sensitive_access_log', { every: { school_id: DEMO } }),
  ins(P, 'sensitive_access_log', newDemoRow.sensitive_access_log, DENIED),
  upd(P, 'sensitive_access_log', { school_id: DEMO }, { field: 'x' }, DENIED),
  del(P, 'sensitive_access_log', { school_id: DEMO }, DENIED),

  sel(P, 'class_teachers', { count: 12 }),
  sel(P, 'submission_timeliness', { min: 1000 }),
]

// ---------------------------------------------------------------------------------------
// teacher (active; 5A and 6A): own classes, their subjects, assignments and submissions,
// the enrolled students' teacher-visible profile — nothing private.
// ---------------------------------------------------------------------------------------
const T: ActorName = 'teacher'
const teacherCases: Case[] = [
  sel(T, 'schools', { count: 1, every: { id: DEMO } }),
  upd(T, 'schools', { id: DEMO }, { name: 'Mine now' }, NONE),

  sel(T, 'profiles', {
    min: 30,
    includes: [a.teacher.id, a.student.id],
    excludes: [
      a.student2.id,
      a.principal.id,
      a.parent.id,
      a.pendingTeacher.id,
      withdrawnStudent,
      a.otherStudent.id,
    ],
  }),
  sel(
    T,
    'profiles',
    { count: 1, every: { iep_status: true } },
    {
      match: { id: a.student.id },
      columns: [
        'id',
        'iep_status',
        'disabilities',
        'accommodations_needed',
        'support_services',
        'learning_preferences',
      ],
    },
  ),
  upd(T, 'profiles', { id: a.student.id }, { first_name: 'x' }, NONE),
  upd(T, 'profiles', { id: a.teacher.id }, { first_name: 'Matias' }, { count: 1 }, 'own profile'),

  sel(
    T,
    'profile_sensitive',
    { count: 1, every: { profile_id: a.teacher.id } },
    { note: 'only own row' },
  ),
  upd(T, 'profile_sensitive', { profile_id: a.student.id }, { notes: 'x' }, NONE),

  sel(T, 'guardian_links', NONE),

  sel(T, 'classes', { count: 2, includes: [ids.class5A, ids.class6A] }),
  ins(T, 'classes', { name: 'Kerho', teacher_id: a.teacher.id }, { count: 1 }),
  ins(T, 'classes', { name: 'Kerho', teacher_id: a.teacher2.id }, DENIED, 'not for a colleague'),
  upd(T, 'classes', { id: ids.class5A }, { description: 'x' }, { count: 1 }),
  upd(
    T,
    'classes',
    { id: ids.class5A },
    { teacher_id: a.teacher2.id },
    DENIED,
    'cannot give a class away',
  ),
  upd(T, 'classes', { id: ids.class5B }, { description: 'x' }, NONE),
  del(T, 'classes', { id: ids.class5A }, DENIED),

  sel(T, 'subjects', {
    count: 6,
    includes: [ids.math5A, ids.english6A],
    excludes: [ids.finnish5B],
  }),
  ins(T, 'subjects', { class_id: ids.class5A, name: 'Kuvataide 5A' }, { count: 1 }),
  ins(T, 'subjects', { class_id: ids.class5B, name: 'x' }, DENIED),
  upd(T, 'subjects', { id: ids.math5A }, { enrollment_enabled: false }, { count: 1 }),
  upd(T, 'subjects', { id: ids.finnish5B }, { name: 'x' }, NONE),
  upd(
    T,
    'subjects',
    { id: ids.math5A },
    { class_id: ids.class5B },
    DENIED,
    'cannot move a subject out',
  ),

  sel(T, 'student_enrollments', { min: 30, every: { class_id: [ids.class5A, ids.class6A] } }),
  ins(T, 'student_enrollments', { student_id: a.student2.id, class_id: ids.class5A }, DENIED),
  upd(T, 'student_enrollments', { student_id: a.student.id }, { status: 'withdrawn' }, NONE),
  del(T, 'student_enrollments', { student_id: a.student.id }, NONE),

  sel(T, 'assignments', {
    count: 26,
    includes: [ids.draft5A, ids.math5AWeek1],
    excludes: [ids.finnish5BWeek1],
  }),
  ins(
    T,
    'assignments',
    { subject_id: ids.math5A, title: 'Homework', created_by: a.teacher.id },
    { count: 1 },
  ),
  ins(
    T,
    'assignments',
    { subject_id: ids.finnish5B, title: 'x', created_by: a.teacher.id },
    DENIED,
  ),
  upd(T, 'assignments', { id: ids.math5AWeek1 }, { title: 'Week 1' }, { count: 1 }),
  upd(T, 'assignments', { id: ids.finnish5BWeek1 }, { title: 'x' }, NONE),
  del(T, 'assignments', { id: ids.math5AWeek1 }, DENIED),

  sel(T, 'assignment_submissions', { min: 10 }, { match: { assignment_id: ids.math5AWeek1 } }),
  sel(T, 'assignment_submissions', NONE, { match: { assignment_id: ids.finnish5BWeek1 } }),
  upd(
    T,
    'assignment_submissions',
    { assignment_id: ids.math5AWeek1, student_id: a.student.id },
    { score: 8, feedback: 'ok' },
    { count: 1 },
  ),
  upd(
    T,
    'assignment_submissions',
    { assignment_id: ids.math5AWeek1, student_id: a.student.id },
    { content: 'rewritten' },
    DENIED,
    'graders do not edit work',
  ),
  upd(
    T,
    'assignment_submissions',
    { assignment_id: ids.math5AWeek1, student_id: a.student.id },
    { score: 11 },
    { error: '23514' },
    'above max_score',
  ),
  upd(T, 'assignment_submissions', { assignment_id: ids.finnish5BWeek1 }, { score: 1 }, NONE),
  ins(T, 'assignment_submissions', newDemoRow.assignment_submissions, DENIED),

  sel(T, 'quiz_attempts', NONE, { match: { subject_id: ids.finnish5B } }),
  sel(
    T,
    'quiz_attempts',
    { min: 1, every: { subject_id: [ids.math5A, ids.english5A, ids.env5A] } },
    { match: { subject_id: ids.math5A } },
  ),
  ins(T, 'quiz_attempts', newDemoRow.quiz_attempts, DENIED),

  sel(T, 'student_accommodations', { count: 2 }, { match: { student_id: a.student.id } }),
  sel(T, 'student_accommodations', NONE, { match: { student_id: a.student2.id } }),
  ins(
    T,
    'student_accommodations',
    { school_id: DEMO, student_id: a.student.id, accommodation: 'large_print' },
    DENIED,
  ),
  upd(T, 'student_accommodations', { student_id: a.student.id }, { details: 'x' }, NONE),
  sel(T, 'student_support_services', { count: 1 }, { match: { student_id: a.student.id } }),
  sel(T, 'student_support_services', NONE, { match: { student_id: a.student2.id } }),
  sel(T, 'student_progress_tracking', { min: 1 }, { match: { student_id: a.student.id } }),
  ins(
    T,
    'student_progress_tracking',
    {
      student_id: a.student.id,
      subject_id: ids.math5A,
      metric: 'Fractions',
      recorded_by: a.teacher.id,
    },
    { count: 1 },
  ),
  ins(
    T,
    'student_progress_tracking',
    { student_id: a.student2.id, subject_id: ids.math5A, metric: 'x', recorded_by: a.teacher.id },
    DENIED,
  ),

  sel(
    T,
    'notifications',
    { min: 1, every: { user_id: a.teacher.id } },
    { match: { user_id: a.teacher.id } },
  ),
  sel(T, 'notifications', NONE, { match: { user_id: a.student2.id } }),
  ins(
    T,
    'notifications',
    { user_id: a.student.id, title: 'Remember your journal', created_by: a.teacher.id },
    DENIED,
    'notifications to others come only from the database’s event triggers',
  ),
  ins(
    T,
    'notifications',
    { user_id: a.student2.id, title: 'x', created_by: a.teacher.id },
    DENIED,
    'not their student',
  ),

  sel(T, 'videos', SCHOOL_MEMBER_VIDEOS),
  ins(
    T,
    'videos',
    { title: 'Lesson', external_url: 'https://videos.test/l', created_by: a.teacher.id },
    { count: 1 },
  ),
  upd(T, 'videos', { id: ids.publicVideo }, { description: 'x' }, { count: 1 }, 'own video'),
  upd(T, 'videos', { id: ids.schoolVideo }, { description: 'x' }, NONE, 'the principal’s video'),

  sel(T, 'deleted_items', { count: 2, every: { deleted_by: a.teacher.id } }),
  sel(T, 'sensitive_access_log', NONE),
  sel(T, 'class_teachers', { count: 2, every: { teacher_id: a.teacher.id } }),
  sel(T, 'submission_timeliness', { min: 10 }, { match: { assignment_id: ids.math5AWeek1 } }),
]

// ---------------------------------------------------------------------------------------
// pending teacher: signed up, not activated — sees only their own profile (and public videos).
// ---------------------------------------------------------------------------------------
const pendingCases: Case[] = [
  ...TABLES.filter((t) => !['profiles', 'profile_sensitive', 'videos'].includes(t)).map((t) =>
    sel('pendingTeacher', t, NONE),
  ),
  sel('pendingTeacher', 'profiles', {
    count: 1,
    every: { id: a.pendingTeacher.id, is_active: false },
  }),
  sel('pendingTeacher', 'videos', { every: { is_public: true } }),
  ...VIEWS.map((t) => sel('pendingTeacher', t, NONE)),
  ins('pendingTeacher', 'classes', { name: 'Early bird', teacher_id: a.pendingTeacher.id }, DENIED),
  upd(
    'pendingTeacher',
    'profiles',
    { id: a.pendingTeacher.id },
    { is_active: true },
    DENIED,
    'cannot activate oneself',
  ),
]

// ---------------------------------------------------------------------------------------
// student (Aino, 5A): own profile, own class, its subjects and active assignments, own work.
// ---------------------------------------------------------------------------------------
const S: ActorName = 'student'
const studentCases: Case[] = [
  sel(S, 'schools', { count: 1 }),
  upd(S, 'schools', { id: DEMO }, { name: 'x' }, NONE),

  sel(S, 'profiles', { count: 1, every: { id: a.student.id } }),
  upd(
    S,
    'profiles',
    { id: a.student.id },
    { first_name: 'Aino-Maria', accommodations_needed: ['extended_time'] },
    { count: 1 },
  ),
  ...(['role', 'school_id', 'is_active', 'email'] as const).map((col) =>
    upd(
      S,
      'profiles',
      { id: a.student.id },
      {
        [col]: { role: 'principal', school_id: OTHER, is_active: false, email: 'me@evil.test' }[
          col
        ],
      },
      DENIED,
      `${col} is not the student's to change`,
    ),
  ),
  upd(S, 'profiles', { id: a.student2.id }, { first_name: 'x' }, NONE),

  sel(
    S,
    'profile_sensitive',
    { count: 1, every: { profile_id: a.student.id } },
    { columns: ['profile_id', ...SENSITIVE_FIELDS] },
  ),
  upd(
    S,
    'profile_sensitive',
    { profile_id: a.student.id },
    { notes: 'I like maths', phone_number: '+358 40 000' },
    { count: 1 },
  ),
  upd(S, 'profile_sensitive', { profile_id: a.student2.id }, { notes: 'x' }, NONE),

  sel(S, 'guardian_links', {
    count: 1,
    every: { student_id: a.student.id, parent_id: a.parent.id },
  }),
  ins(
    S,
    'guardian_links',
    { school_id: DEMO, parent_id: a.parent.id, student_id: a.student.id },
    DENIED,
  ),

  sel(S, 'classes', { count: 1, includes: [ids.class5A] }),
  ins(S, 'classes', { name: 'My club', teacher_id: a.teacher.id }, DENIED),
  upd(S, 'classes', { id: ids.class5A }, { name: 'x' }, NONE),

  sel(S, 'subjects', { count: 3, every: { class_id: ids.class5A } }),
  ins(S, 'subjects', { class_id: ids.class5A, name: 'x' }, DENIED),

  sel(S, 'student_enrollments', { count: 1, every: { student_id: a.student.id } }),
  ins(
    S,
    'student_enrollments',
    { student_id: a.student.id, class_id: ids.class5B },
    DENIED,
    'only via enroll_in_subject',
  ),
  upd(S, 'student_enrollments', { student_id: a.student.id }, { status: 'withdrawn' }, NONE),
  del(S, 'student_enrollments', { student_id: a.student.id }, NONE),

  sel(S, 'assignments', {
    count: 13,
    excludes: [ids.draft5A, ids.finnish5BWeek1],
    every: { is_active: true },
  }),
  ins(S, 'assignments', { subject_id: ids.math5A, title: 'x', created_by: a.student.id }, DENIED),

  sel(S, 'assignment_submissions', { min: 3, every: { student_id: a.student.id } }),
  ins(
    S,
    'assignment_submissions',
    { assignment_id: ids.englishJournal5A, content: 'My journal' },
    { count: 1 },
  ),
  ins(
    S,
    'assignment_submissions',
    { assignment_id: ids.englishJournal5A, content: 'x', score: 100 },
    DENIED,
    'no self-grading',
  ),
  ins(
    S,
    'assignment_submissions',
    { assignment_id: ids.draft5A, content: 'x' },
    DENIED,
    'draft is not published',
  ),
  ins(
    S,
    'assignment_submissions',
    { assignment_id: ids.finnish5BWeek1, content: 'x' },
    DENIED,
    'not her class',
  ),
  ins(
    S,
    'assignment_submissions',
    { assignment_id: ids.englishJournal5A, student_id: a.student2.id, content: 'x' },
    DENIED,
  ),
  upd(
    S,
    'assignment_submissions',
    { assignment_id: ids.math5AJournal, student_id: a.student.id },
    { content: 'second half too' },
    { count: 1 },
  ),
  upd(
    S,
    'assignment_submissions',
    { assignment_id: ids.math5AJournal, student_id: a.student.id },
    { score: 100 },
    DENIED,
  ),
  upd(
    S,
    'assignment_submissions',
    { assignment_id: ids.math5AWeek1, student_id: a.student.id },
    { content: 'after grading' },
    NONE,
    'graded work is final',
  ),
  del(S, 'assignment_submissions', { student_id: a.student.id }, DENIED),

  sel(S, 'quiz_attempts', { every: { student_id: a.student.id } }),
  ins(S, 'quiz_attempts', { subject_id: ids.math5A, title: 'Quick quiz', score: 80 }, { count: 1 }),
  ins(S, 'quiz_attempts', { subject_id: ids.finnish5B, title: 'x', score: 80 }, DENIED),
  upd(S, 'quiz_attempts', { student_id: a.student.id }, { score: 100 }, DENIED),

  sel(S, 'student_accommodations', { count: 2, every: { student_id: a.student.id } }),
  ins(
    S,
    'student_accommodations',
    { school_id: DEMO, student_id: a.student.id, accommodation: 'oral_testing' },
    DENIED,
  ),
  sel(S, 'student_support_services', { count: 1, every: { student_id: a.student.id } }),
  sel(S, 'student_progress_tracking', { min: 1, every: { student_id: a.student.id } }),
  ins(
    S,
    'student_progress_tracking',
    { student_id: a.student.id, subject_id: ids.math5A, metric: 'x' },
    DENIED,
  ),

  sel(S, 'notifications', { min: 1, every: { user_id: a.student.id } }),
  upd(S, 'notifications', { user_id: a.student.id }, { read: true }, { min: 1 }),
  upd(S, 'notifications', { user_id: a.student.id }, { title: 'x' }, DENIED),
  ins(
    S,
    'notifications',
    { user_id: a.student.id, title: 'Note to self', created_by: a.student.id },
    { count: 1 },
  ),
  ins(S, 'notifications', { user_id: a.student2.id, title: 'x', created_by: a.student.id }, DENIED),

  sel(S, 'videos', SCHOOL_MEMBER_VIDEOS),
  ins(
    S,
    'videos',
    { title: 'x', external_url: 'https://x.test', created_by: a.student.id },
    DENIED,
  ),
  upd(S, 'videos', { id: ids.publicVideo }, { title: 'x' }, NONE),

  sel(S, 'deleted_items', NONE),
  sel(S, 'sensitive_access_log', { every: { profile_id: a.student.id } }),
  sel(S, 'class_teachers', {
    count: 1,
    every: { class_id: ids.class5A, teacher_id: a.teacher.id },
  }),
  sel(S, 'submission_timeliness', { min: 3, every: { student_id: a.student.id } }),
]

// ---------------------------------------------------------------------------------------
// parent (Liisa: Aino and Eino): read-only, their children only.
// ---------------------------------------------------------------------------------------
const PA: ActorName = 'parent'
const CHILDREN = [a.student.id, ids.sibling]
const parentCases: Case[] = [
  sel(PA, 'schools', { count: 1 }),
  sel(PA, 'profiles', {
    count: 3,
    includes: [a.parent.id, ...CHILDREN],
    excludes: [a.student2.id],
  }),
  upd(PA, 'profiles', { id: a.student.id }, { first_name: 'x' }, NONE),
  sel(
    PA,
    'profile_sensitive',
    { count: 1, every: { profile_id: a.parent.id } },
    { note: 'children’s data only via rpc' },
  ),
  sel(PA, 'guardian_links', { count: 2, every: { parent_id: a.parent.id } }),
  ins(
    PA,
    'guardian_links',
    { school_id: DEMO, parent_id: a.parent.id, student_id: a.student2.id },
    DENIED,
  ),
  sel(PA, 'classes', { count: 2, includes: [ids.class5A] }),
  sel(PA, 'subjects', { count: 6, includes: [ids.math5A], excludes: [ids.finnish5B] }),
  sel(PA, 'student_enrollments', { count: 2, every: { student_id: CHILDREN } }),
  sel(PA, 'assignments', {
    min: 20,
    excludes: [ids.draft5A, ids.finnish5BWeek1],
    every: { is_active: true },
  }),
  sel(PA, 'assignment_submissions', { min: 5, every: { student_id: CHILDREN } }),
  ins(
    PA,
    'assignment_submissions',
    { assignment_id: ids.englishJournal5A, student_id: a.student.id, content: 'x' },
    DENIED,
  ),
  upd(PA, 'assignment_submissions', { student_id: a.student.id }, { content: 'x' }, NONE),
  sel(PA, 'quiz_attempts', { every: { student_id: CHILDREN } }),
  sel(PA, 'student_accommodations', { min: 2, every: { student_id: CHILDREN } }),
  sel(PA, 'student_support_services', { every: { student_id: CHILDREN } }),
  sel(PA, 'student_progress_tracking', { every: { student_id: CHILDREN } }),
  sel(PA, 'notifications', { min: 1, every: { user_id: a.parent.id } }),
  ins(PA, 'notifications', { user_id: a.teacher.id, title: 'x', created_by: a.parent.id }, DENIED),
  sel(PA, 'videos', { excludes: [ids.otherVideo, ids.inactivePublicVideo] }),
  ins(
    PA,
    'videos',
    { title: 'x', external_url: 'https://x.test', created_by: a.parent.id },
    DENIED,
  ),
  sel(PA, 'deleted_items', NONE),
  sel(PA, 'sensitive_access_log', { every: { profile_id: CHILDREN } }),
  sel(PA, 'class_teachers', { count: 2 }),
  sel(PA, 'submission_timeliness', { min: 5, every: { student_id: CHILDREN } }),
]

// ---------------------------------------------------------------------------------------
// another school's principal: sees only their school; every attempt on the demo school's
// rows reads nothing, writes nothing, or is refused.
// ---------------------------------------------------------------------------------------
const OP: ActorName = 'otherPrincipal'
const crossSchoolCases: Case[] = [
  ...TABLES.filter((t) => !['profile_sensitive', 'videos'].includes(t)).map((t) =>
    sel(OP, t, { every: t === 'schools' ? { id: OTHER } : { school_id: OTHER } }),
  ),
  sel(OP, 'profile_sensitive', { count: 1, every: { profile_id: a.otherPrincipal.id } }),
  sel(OP, 'videos', { includes: [ids.otherVideo, ids.publicVideo], excludes: [ids.schoolVideo] }),
  ...TABLES.map((t) => sel(OP, t, NONE, { match: demoRow[t] })),
  ...TABLES.map((t) => upd(OP, t, demoRow[t], touch[t], { error: '42501', count: 0 })),
  ...TABLES.map((t) => del(OP, t, demoRow[t], { error: '42501', count: 0 })),
  ...TABLES.map((t) => ins(OP, t, newDemoRow[t], { error: '42501|23503|23514' })),
  sel(OP, 'class_teachers', { count: 1, every: { class_id: ids.otherClass } }),
  sel(OP, 'submission_timeliness', { count: 1 }),
]

// ---------------------------------------------------------------------------------------
// Every sensitive field, asked for by a teacher of the student, another student, another
// school's principal and anon: by table, by the wrong table, and by the rpc.
// ---------------------------------------------------------------------------------------
const SNOOPS: ActorName[] = ['teacher', 'student2', 'otherPrincipal', 'anon']
const sensitiveCases: Case[] = SNOOPS.flatMap((actor) =>
  SENSITIVE_FIELDS.flatMap((field): Case[] => [
    sel(actor, 'profile_sensitive', actor === 'anon' ? DENIED : NONE, {
      columns: ['profile_id', field],
      match: { profile_id: a.student.id },
    }),
    sel(
      actor,
      'profiles',
      { error: '42703|42501' },
      { columns: ['id', field], match: { id: a.student.id }, note: 'not a profiles column' },
    ),
    {
      actor,
      op: 'rpc',
      table: 'read_sensitive_profile',
      args: { profile_id: a.student.id, fields: [field] },
      expect: DENIED,
    },
  ]),
)

// ---------------------------------------------------------------------------------------
// account_security: owner-readable, nobody writes it through the API (a trigger on
// auth.mfa_factors does; rpcs-sql.test.ts covers the rows it writes and who reads them).
// ---------------------------------------------------------------------------------------
const accountSecurityCases: Case[] = [
  sel('anon', 'account_security', DENIED, { columns: ['profile_id'] }),
  ...(['student', 'principal', 'teacher'] as const).flatMap((actor): Case[] => [
    ins(actor, 'account_security', { profile_id: a[actor].id, has_verified_factor: true }, DENIED),
    upd(
      actor,
      'account_security',
      { profile_id: a[actor].id },
      { has_verified_factor: true },
      DENIED,
    ),
    del(actor, 'account_security', { profile_id: a[actor].id }, DENIED),
  ]),
]

// ---------------------------------------------------------------------------------------
// late_submissions(): security invoker, so the caller's RLS decides. Seed: the fractions
// practice of Matematiikka 5A, handed in yesterday (after the class due date) by Aino
// (extended time: not late) and by a classmate without it (late).
// ---------------------------------------------------------------------------------------
const late = (
  actor: ActorName,
  args: Record<string, Value>,
  expect: Expect,
  note?: string,
): Case => ({
  actor,
  op: 'rpc',
  table: 'late_submissions',
  args,
  setof: true,
  expect,
  note,
})
const FRACTIONS = { for_assignment: ids.fractions5A }
const lateCases: Case[] = [
  late('anon', {}, DENIED),
  // Staff see the classmate's late work, never Aino's (inside her extended time); the principal
  // across the school (two or more), the teacher in their own classes.
  ...(
    [
      [P, 2],
      [T, 1],
    ] as const
  ).flatMap(([actor, min]) => [
    late(
      actor,
      {},
      {
        min,
        includes: [ids.fractionsClassmateLate],
        excludes: [ids.fractionsAinoOnTime],
        every: { school_id: DEMO },
      },
    ),
    late(actor, FRACTIONS, { count: 1, includes: [ids.fractionsClassmateLate] }),
  ]),
  late(
    P,
    { for_subject: ids.math5A },
    { min: 1, includes: [ids.fractionsClassmateLate], excludes: [ids.fractionsAinoOnTime] },
  ),
  late(P, { for_subject: ids.english5A }, { excludes: [ids.fractionsClassmateLate] }),
  late('teacher2', FRACTIONS, NONE, 'not their class'),
  late('pendingTeacher', {}, NONE),
  late('student', {}, { every: { student_id: a.student.id } }),
  late(
    'student',
    FRACTIONS,
    NONE,
    'her own is inside her extended time; the classmate’s is not hers',
  ),
  late('student2', FRACTIONS, NONE),
  late('parent', {}, { every: { student_id: [a.student.id, ids.sibling] } }),
  late('otherPrincipal', {}, { every: { school_id: OTHER } }),
  late('otherPrincipal', FRACTIONS, NONE),
]

export const matrix: Case[] = [
  ...accountSecurityCases,
  ...lateCases,
  ...anonCases,
  ...principalCases,
  ...teacherCases,
  ...pendingCases,
  ...studentCases,
  ...parentCases,
  ...crossSchoolCases,
  ...sensitiveCases,
]

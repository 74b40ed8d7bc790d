/**
 * Fixed rows of supabase/seed.sql that the RLS tests refer to. Ids are fixed in the seed;
 * school ids are created by the sign-up trigger, so tests refer to them as '@demoSchool' /
 * '@otherSchool' and the runners resolve them.
 */
export const PASSWORD = 'Oppi-demo-2026'

const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const cls = (n: number) => `00000000-0000-4000-8001-${String(n).padStart(12, '0')}`
const subject = (n: number) => `00000000-0000-4000-8002-${String(n).padStart(12, '0')}`
const assignment = (n: number) => `00000000-0000-4000-8003-${String(n).padStart(12, '0')}`
const video = (n: number) => `00000000-0000-4000-8004-${String(n).padStart(12, '0')}`

export const actors = {
  principal: { id: user(1), email: 'principal@demo.oppi.test' },
  teacher: { id: user(2), email: 'teacher@demo.oppi.test' },
  teacher2: { id: user(3), email: 'teacher2@demo.oppi.test' },
  pendingTeacher: { id: user(4), email: 'pending.teacher@demo.oppi.test' },
  student: { id: user(5), email: 'student@demo.oppi.test' },
  student2: { id: user(6), email: 'student2@demo.oppi.test' },
  parent: { id: user(7), email: 'parent@demo.oppi.test' },
  otherPrincipal: { id: user(8), email: 'principal@other.oppi.test' },
  otherTeacher: { id: user(9), email: 'teacher@other.oppi.test' },
  otherStudent: { id: user(10), email: 'student@other.oppi.test' },
} as const
export type ActorName = keyof typeof actors | 'anon'

/**
 * One of each role of the demo school (a teacher of the student's and one who is not) and the
 * other school's principal: the callers a rule is asked of, role by role and across schools.
 */
export const ROLE_SAMPLE = [
  'principal',
  'teacher',
  'teacher2',
  'student',
  'parent',
  'otherPrincipal',
] as const

/** The demo school's signed-in people, both students among them, and the other school's staff. */
export const SIGNED_IN_CAST = [
  'principal',
  'teacher',
  'teacher2',
  'student',
  'student2',
  'parent',
  'otherPrincipal',
  'otherTeacher',
] as const

export const ids = {
  /** Eino, Aino's brother in 2A: the parent's second child. */
  sibling: user(11),
  /** Student 20 of 5A: enrolment withdrawn, so 5A's teacher no longer sees them. */
  withdrawnStudent: '',
  class5A: cls(9),
  class5B: cls(10),
  class6A: cls(11),
  otherClass: cls(99),
  /** In the bin (deleted by the principal, with a subject). */
  binnedClass: cls(13),
  math5A: subject(21),
  english5A: subject(22),
  env5A: subject(23),
  finnish5B: subject(24),
  english6A: subject(27),
  otherSubject: subject(99),
  /** Matematiikka 5A, first assignment (graded for most students). */
  math5AWeek1: assignment(210),
  /** Matematiikka 5A, the open (future due) assignment. */
  math5AJournal: assignment(213),
  /** English 5A's open reading journal: Aino has not handed it in. */
  englishJournal5A: assignment(223),
  /** Inactive draft in Matematiikka 5A. */
  draft5A: assignment(9001),
  /** Matematiikka 5A's fractions practice: due two days ago, handed in yesterday. */
  fractions5A: assignment(9003),
  /** Aino's hand-in: after the class due date, inside her extended time. */
  fractionsAinoOnTime: '00000000-0000-4000-8005-000000009003',
  /** A classmate without extended_time, same moment: late. */
  fractionsClassmateLate: '00000000-0000-4000-8005-000000009004',
  finnish5BWeek1: assignment(240),
  otherAssignment: assignment(99),
  publicVideo: video(1),
  schoolVideo: video(4),
  inactivePublicVideo: video(6),
  otherVideo: video(99),
} as const

/** Every column of profile_sensitive that is not a key or timestamp: the app's own list. */
export { SENSITIVE_FIELDS } from '@/components/children/sensitive-fields'

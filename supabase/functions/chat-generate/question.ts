// A question understood: what it asks (intent.ts) and about whom or which assignment, found
// among the rows the caller may read (lookups.ts). Staff may ask about any student they see;
// a student or parent only about themself and their own children.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import type { Facts } from './facts.ts'
import { otherPerson, topic, type Intent } from './intent.ts'
import {
  type AssignmentHandIns,
  assignmentsNamedIn,
  handInsOf,
  type LateHandIn,
  lateHandIns,
  type NamedStudent,
  studentsNamedIn,
  words,
} from './lookups.ts'

export interface Question {
  intent: Intent
  /** What the words ask, also when the question is about a named student. */
  topic: Intent
  students: NamedStudent[]
  assignments: AssignmentHandIns[]
  /** More assignments fit the question equally well: their titles, to ask which one. */
  ambiguous: string[]
  /** Staff asking what came in late: how many, and the newest. */
  late: { count: number; list: LateHandIn[] } | null
}

/** Topics that can be about one assignment. */
const ABOUT_ASSIGNMENT: Intent[] = [
  'not_handed_in',
  'average',
  'late',
  'count',
  'to_grade',
  'unknown',
]
/** Topics a staff member may ask about one student. */
const ABOUT_STUDENT: Intent[] = [
  'grades',
  'due',
  'late',
  'average',
  'submitted',
  'next_due',
  'accommodations',
  'unknown',
  'not_handed_in',
]

/** Words of the caller's own world that a capitalised word may be without being a person. */
function ownWords(facts: Facts): Set<string> {
  const texts = [
    ...facts.subjects,
    ...facts.classes,
    ...facts.teachers,
    ...(facts.work
      ? [...facts.work.due, ...facts.work.late, ...facts.work.submitted, ...facts.work.grades]
      : []
    ).map((w) => `${w.title} ${w.subject ?? ''}`),
    ...facts.children.flatMap((c) =>
      [...c.due, ...c.late, ...c.submitted, ...c.grades].map((w) => w.title),
    ),
    'English Finnish Oppi Settings Matematiikka Mathematics',
  ]
  return new Set(texts.flatMap(words))
}

export async function understand(
  db: SupabaseClient,
  message: string,
  facts: Facts,
): Promise<Question> {
  const asked = topic(message)
  const question: Question = {
    late: null,
    intent: asked,
    topic: asked,
    students: [],
    assignments: [],
    ambiguous: [],
  }
  const staff = facts.role === 'principal' || facts.role === 'teacher'
  if (!staff) {
    const own = ownWords(facts)
    const allowed = [facts.firstName, ...facts.children.map((c) => c.firstName)]
    const name = otherPerson(message, allowed)
    if (name && !own.has(name.toLocaleLowerCase('fi'))) question.intent = 'other_person'
    return question
  }
  // Staff: a student named in the question is looked up among the students they may see.
  if (ABOUT_STUDENT.includes(asked) || otherPerson(message, [facts.firstName])) {
    question.students = await studentsNamedIn(db, message)
    if (question.students.length) {
      question.intent = 'student'
      return question
    }
    if (otherPerson(message, [facts.firstName]) && asked !== 'not_handed_in') {
      const assignments = await assignmentsNamedIn(db, message)
      if (!assignments.length) {
        question.intent = 'other_person'
        return question
      }
    }
  }
  if (ABOUT_ASSIGNMENT.includes(asked)) {
    const found = await assignmentsNamedIn(db, message)
    if (found.length > 3) question.ambiguous = found.map((a) => a.title)
    else question.assignments = await Promise.all(found.map((a) => handInsOf(db, a)))
    if (asked === 'unknown' && found.length) question.intent = 'not_handed_in'
  }
  if (asked === 'late' && !question.assignments.length) {
    const [count, list] = await lateHandIns(db)
    question.late = { count, list }
  }
  return question
}

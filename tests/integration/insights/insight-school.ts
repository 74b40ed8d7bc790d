import { daysFromNow, type MadeSchool } from '../support/made-school'

/** Everyone an insight suite's school may have; each suite makes the students it needs. */
export type InsightPerson =
  'principal' | 'outsider' | 'tiina' | 'kalle' | 'parent' | 'sanni' | 'eero' | 'veera' | 'ahti'
type Student = 'sanni' | 'eero' | 'veera' | 'ahti'

/**
 * Makes the school the insight suites compute on, through the same doors as a real one: its
 * principal and another school's, teacher Tiina with class 7A and its subject Maths, teacher
 * Kalle with 7B and Art, the `students` (key, first name, class) in their classes, and Pekka,
 * Sanni's parent. Everyone is enrolled 60 days back, well before any assignment, so none of the
 * work is "from before they joined". Ids land in `school.id`; returns the school's id.
 */
export async function makeInsightSchool(
  school: MadeSchool<InsightPerson>,
  name: string,
  students: [Student, string, '7A' | '7B'][],
) {
  const { tag, id, insert } = school
  const invited = (
    who: InsightPerson,
    role: string,
    firstName: string,
    extra: Record<string, unknown> = {},
  ) => school.invited('principal', who, role, firstName, extra)

  await school.principalOf(`${name} ${tag}`, 'principal')
  await school.principalOf(`Other ${name} ${tag}`, 'outsider')
  await invited('tiina', 'teacher', 'Tiina')
  await invited('kalle', 'teacher', 'Kalle')
  const schoolId = await school.schoolOf('principal')
  const base = { school_id: schoolId }
  id.class7A = await insert('classes', { ...base, name: `7A ${tag}`, teacher_id: id.tiina })
  id.class7B = await insert('classes', { ...base, name: `7B ${tag}`, teacher_id: id.kalle })
  id.maths = await insert('subjects', { ...base, class_id: id.class7A, name: 'Maths' })
  id.art = await insert('subjects', { ...base, class_id: id.class7B, name: 'Art' })
  for (const [who, firstName, className] of students)
    await invited(who, 'student', firstName, { class_id: id[`class${className}`] })
  await invited('parent', 'parent', 'Pekka', { child_ids: [id.sanni] })
  await school.admin
    .from('student_enrollments')
    .update({ enrolled_at: daysFromNow(-60) })
    .in('class_id', [id.class7A, id.class7B])
  return schoolId
}

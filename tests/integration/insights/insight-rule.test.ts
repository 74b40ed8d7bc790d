import { beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../support/clients'
import { daysFromNow, madeSchool } from '../support/made-school'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * The insight rule's cases (docs/insights.md, "The rule"), read through rest/v1 as each role
 * reads them: a student whose work is all handed in on time is never "needs support now", not
 * even when they were active in only two of the last four weeks; few active weeks is a flag only
 * beside work that is slipping, and then only "worth a closer look"; "now" is three of the last
 * five pieces missing; each percentage flag carries its value and the line it fell under.
 *
 * The fixture: class 8A (teacher Tuula) has a piece of work due every other week, five inside
 * the twelve weeks (due 64.5, 50.5, 36.5, 22.5 and 8.5 days ago, each out of 10), so a student
 * who hands everything in is active in two of the last four weeks.
 *   Olli: all five on time (half a day early).
 *   Liisa: all five handed in, the first three a day late.
 *   Aada: the 3rd and 5th missing, the rest on time.
 *   Matti: the first two on time, the last three missing.
 * And the demo school (supabase/seed.sql): its student and her parent, and the share flagged.
 */

type Who = 'principal' | 'tuula' | 'olli' | 'liisa' | 'aada' | 'matti' | 'parent'
const school = madeSchool<Who>()
const { tag, admin, client, insert } = school
const id = school.id as Record<Who | 'class8A' | 'history', string>

type Listed = {
  id: string
  risk_level: string
  metrics: { [key: string]: number | null }
  reasons: { code: string; level: string; [key: string]: unknown }[]
  total_count: number
}

beforeAll(async () => {
  await school.principalOf(`Rule School ${tag}`, 'principal')
  await school.invited('principal', 'tuula', 'teacher', 'Tuula')
  const base = { school_id: await school.schoolOf('principal') }
  id.class8A = await insert('classes', { ...base, name: `8A ${tag}`, teacher_id: id.tuula })
  id.history = await insert('subjects', { ...base, class_id: id.class8A, name: 'History' })
  for (const [who, name] of [
    ['olli', 'Olli'],
    ['liisa', 'Liisa'],
    ['aada', 'Aada'],
    ['matti', 'Matti'],
  ] as const)
    await school.invited('principal', who, 'student', name, { class_id: id.class8A })
  await school.invited('principal', 'parent', 'parent', 'Pirjo', { child_ids: [id.matti] })
  await admin
    .from('student_enrollments')
    .update({ enrolled_at: daysFromNow(-80) })
    .eq('class_id', id.class8A)

  const dueDays = [-64.5, -50.5, -36.5, -22.5, -8.5]
  const { handIn } = await school.dueWork({
    schoolId: base.school_id,
    subjectId: id.history,
    teacherId: id.tuula,
    dueDays,
    prefix: 'h',
  })
  for (const i of dueDays.keys()) await handIn(id.olli, i, -0.5, 8)
  for (const i of dueDays.keys()) await handIn(id.liisa, i, i < 3 ? 1 : -0.5, 8)
  for (const i of [0, 1, 3]) await handIn(id.aada, i, -0.5, 8)
  for (const i of [0, 1]) await handIn(id.matti, i, -0.5, 8)
}, 120_000)

/** The records of class 8A the caller may see, by student (without the list's total). */
async function records(who: Who): Promise<Map<string, Omit<Listed, 'total_count'>>> {
  const { data, error } = await client[who].rpc('insight_students', { class_filter: id.class8A })
  expect(error).toBeNull()
  return new Map((data as Listed[]).map(({ total_count: _, ...r }) => [r.id, r]))
}

describe('the insight rule', () => {
  it('all handed in on time is on track, even with two active weeks of four', async () => {
    const olli = (await records('principal')).get(id.olli)!
    // The old rule called this "needs support now" (participation 50 %, under 60).
    expect(olli.metrics).toMatchObject({
      assignmentCompletion: 100,
      onTimeRate: 100,
      participationScore: 50,
    })
    expect(olli).toMatchObject({ risk_level: 'low', reasons: [] })
  })

  it('late work is at most worth a closer look, and names the figure, its value and the line', async () => {
    const liisa = (await records('principal')).get(id.liisa)!
    expect(liisa.reasons).toEqual([
      { code: 'late_often', late: 3, of: 5, percent: 40, limit: 75, level: 'medium' },
      { code: 'participation_low', active: 2, of: 4, percent: 50, limit: 75, level: 'medium' },
    ])
    expect(liisa.risk_level).toBe('medium')
  })

  it('activity is a flag only beside work that slips, and never more than worth a closer look', async () => {
    const all = await records('principal')
    const aada = all.get(id.aada)!
    expect(aada.reasons).toEqual([
      { code: 'missed_recent', missed: 2, of: 5, level: 'medium' },
      { code: 'completion_low', handed: 3, of: 5, percent: 60, limit: 75, level: 'medium' },
      { code: 'participation_low', active: 1, of: 4, percent: 25, limit: 75, level: 'medium' },
    ])
    expect(aada.risk_level).toBe('medium')
    for (const r of all.values()) {
      const activity = r.reasons.filter((f) => f.code === 'participation_low')
      expect(activity.every((f) => f.level === 'medium')).toBe(true)
      if (activity.length > 0) expect(r.reasons.length).toBeGreaterThan(1)
    }
  })

  it('three of the last five missing is "needs support now"', async () => {
    const matti = (await records('principal')).get(id.matti)!
    expect(matti.reasons).toEqual([
      { code: 'missed_recent', missed: 3, of: 5, level: 'high' },
      { code: 'completion_low', handed: 2, of: 5, percent: 40, limit: 75, level: 'medium' },
      { code: 'participation_low', active: 0, of: 4, percent: 0, limit: 75, level: 'medium' },
    ])
    expect(matti.risk_level).toBe('high')
  })

  it('the teacher, the student and the parent get the same record as the principal', async () => {
    const principal = await records('principal')
    const teacher = await records('tuula')
    for (const who of ['olli', 'liisa', 'aada', 'matti'] as const)
      expect(teacher.get(id[who])).toEqual(principal.get(id[who]))
    expect([...(await records('olli')).values()]).toEqual([principal.get(id.olli)])
    expect([...(await records('parent')).values()]).toEqual([principal.get(id.matti)])
  })
})

describe('the demo school', () => {
  const clientOf = async (email: string) => (await signedInClient(email, PASSWORD)).client

  it('the demo student (all handed in on time) and her parent read "on track"', async () => {
    for (const email of [actors.student.email, actors.parent.email]) {
      const { data, error } = await (
        await clientOf(email)
      ).rpc('insight_students', { student_filter: actors.student.id })
      expect(error).toBeNull()
      const [aino] = data as Listed[]
      expect(aino.metrics).toMatchObject({ assignmentCompletion: 100, onTimeRate: 100 })
      expect(aino).toMatchObject({ risk_level: 'low', reasons: [] })
    }
  })

  it('a few per cent of the school needs support now, and nobody for activity alone', async () => {
    const principal = await clientOf(actors.principal.email)
    const all: Listed[] = []
    for (let offset = 0; ; offset += 200) {
      const { data, error } = await principal.rpc('insight_students', {
        page_size: 200,
        page_offset: offset,
      })
      expect(error).toBeNull()
      all.push(...(data as Listed[]))
      if (all.length >= (data as Listed[])[0].total_count) break
    }
    const now = all.filter((r) => r.risk_level === 'high').length
    const watch = all.filter((r) => r.risk_level === 'medium').length
    console.log(
      `demo school: ${all.length} students, needs support now ${now} (${((100 * now) / all.length).toFixed(1)} %), worth a closer look ${watch} (${((100 * watch) / all.length).toFixed(1)} %)`,
    )
    // The target in docs/insights.md: "now" a few per cent (at most 6 %).
    expect(now / all.length).toBeLessThanOrEqual(0.06)
    expect(
      all.filter((r) => r.reasons.length === 1 && r.reasons[0].code === 'participation_low'),
    ).toEqual([])
  })
})

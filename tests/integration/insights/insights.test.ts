import { beforeAll, describe, expect, it } from 'vitest'
import { newClient } from '../support/clients'
import { madeSchool } from '../support/made-school'
import { type InsightPerson, makeInsightSchool } from './insight-school'

/**
 * Insights are computed from real rows: on a school made here, with dates chosen so that every
 * number can be worked out by hand, the three insight readers give exactly those numbers, honour
 * an extended-time student's own due date, and show each role only its own scope.
 *
 * The fixture (all assignments out of 10, each open for five days; "w" = weeks ago):
 *   Class 7A (teacher Tiina), subject Maths, six past assignments a1..a6 due in w5..w0, one future.
 *     Sanni: a1 9, a2 8 on time; a3 8 late; a4 5 on time; a5 6 late; a6 missing.
 *     Eero (extended time): hands in every piece a day after the class's date (inside his own) → 8 each; one quiz.
 *     Veera: a1 7 on time, nothing since.
 *   Class 7B (teacher Kalle), subject Art, no assignments: Ahti, a student with no work.
 *   Class 7E (teacher Kalle): nobody enrolled.
 */
const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

type Who = InsightPerson
const school = madeSchool<Who>()
const { tag, admin, client, insert } = school
const id = school.id as Record<Who | 'class7A' | 'class7B' | 'class7E' | 'maths' | 'art', string>

beforeAll(async () => {
  const schoolId = await makeInsightSchool(school, 'Insight School', [
    ['sanni', 'Sanni', '7A'],
    ['eero', 'Eero', '7A'],
    ['veera', 'Veera', '7A'],
    ['ahti', 'Ahti', '7B'],
  ])
  const base = { school_id: schoolId }
  // A class of Kalle's with nobody enrolled.
  id.class7E = await insert('classes', { ...base, name: `7E ${tag}`, teacher_id: id.kalle })
  const { error: accommodation } = await admin
    .from('profiles')
    .update({ accommodations_needed: ['extended_time'] })
    .eq('id', id.eero)
  if (accommodation) throw accommodation

  const dueDays = [-37.5, -30.5, -23.5, -16.5, -9.5, -3.5]
  const { handIn } = await school.dueWork({
    schoolId,
    subjectId: id.maths,
    teacherId: id.tiina,
    dueDays,
    prefix: 'a',
  })
  await insert('assignments', {
    ...base,
    subject_id: id.maths,
    title: 'future',
    max_score: 10,
    created_by: id.tiina,
    created_at: at(-1),
    due_at: at(3),
  })

  // Sanni: on time (half a day early) or a day late.
  await handIn(id.sanni, 0, -0.5, 9)
  await handIn(id.sanni, 1, -0.5, 8)
  await handIn(id.sanni, 2, 1, 8)
  await handIn(id.sanni, 3, -0.5, 5)
  await handIn(id.sanni, 4, 1, 6)
  // Eero: a day after the class's date, before his own (the window grows from 5 to 7.5 days).
  for (const i of dueDays.keys()) await handIn(id.eero, i, 1, 8)
  await insert('quiz_attempts', {
    ...base,
    student_id: id.eero,
    subject_id: id.maths,
    title: 'Quick check',
    score: 90,
    completed_at: at(-1),
  })
  // Veera: only the first.
  await handIn(id.veera, 0, -0.5, 7)
}, 120_000)

type StudentRecord = {
  id: string
  class_names: string[]
  risk_level: string
  engagement_score: number | null
  metrics: Record<string, unknown>
  reasons: unknown[]
  trends: unknown[]
}

async function students(who: Who, args: Record<string, unknown> = {}) {
  const { data, error } = await client[who].rpc('insight_students', args)
  expect(error).toBeNull()
  return data as StudentRecord[]
}

async function groups(
  who: Who,
  fn: 'insight_classes' | 'insight_subjects',
  args: Record<string, unknown> = {},
) {
  const { data, error } = await client[who].rpc(fn, args)
  expect(error).toBeNull()
  return data as (StudentRecord & { name: string; students: number })[]
}

/**
 * Class 7A's pooled numbers, and so those of Maths, its only subject: 12 of 18 handed in, 10 of
 * 12 on time, 910/12 average, 7 active student-weeks of 12.
 */
const POOLED_7A = {
  assignmentCompletion: 67,
  onTimeRate: 83,
  averageScore: 76,
  participationScore: 58,
  attendanceRate: null,
}

describe('insight numbers equal the hand-computed ones', () => {
  it('students: metrics, flags with their numbers, risk, most at risk first', async () => {
    const rows = await students('principal')
    expect(rows.map((r) => r.id)).toEqual([id.veera, id.sanni, id.eero, id.ahti])
    const [veera, sanni, eero, ahti] = rows
    expect(rows.map((r) => r.class_names)).toEqual([
      [`7A ${tag}`],
      [`7A ${tag}`],
      [`7A ${tag}`],
      [`7B ${tag}`],
    ])
    // Read again, the list comes from the stored records (the principal's fast path): the same rows.
    expect(await students('principal')).toEqual(rows)

    // Sanni: 5 of 6 handed in, 3 of 5 on time, average (90+80+80+50+60)/5, active in 3 of the last 4 weeks;
    // her average fell from (90+80+80)/3 to (50+60)/2.
    expect(sanni.metrics).toEqual({
      assignmentCompletion: 83,
      onTimeRate: 60,
      averageScore: 72,
      participationScore: 75,
      attendanceRate: null,
    })
    expect(sanni.reasons).toEqual([
      { code: 'late_often', late: 2, of: 5, percent: 60, limit: 75, level: 'medium' },
      { code: 'average_fell', from: 83, to: 55, weeks: 3, level: 'medium' },
    ])
    expect(sanni).toMatchObject({ risk_level: 'medium', engagement_score: 73 })

    // Eero handed everything in after the class's date but inside his own: never late.
    expect(eero.metrics).toEqual({
      assignmentCompletion: 100,
      onTimeRate: 100,
      averageScore: 80,
      participationScore: 100,
      attendanceRate: null,
    })
    expect(eero).toMatchObject({ risk_level: 'low', engagement_score: 100, reasons: [] })

    // Veera: 1 of 6, the last five all missed (the one flag that is "now"), nothing in four weeks.
    expect(veera.metrics).toEqual({
      assignmentCompletion: 17,
      onTimeRate: 100,
      averageScore: 70,
      participationScore: 0,
      attendanceRate: null,
    })
    expect(veera.reasons).toEqual([
      { code: 'missed_recent', missed: 5, of: 5, level: 'high' },
      { code: 'completion_low', handed: 1, of: 6, percent: 17, limit: 75, level: 'medium' },
      { code: 'participation_low', active: 0, of: 4, percent: 0, limit: 75, level: 'medium' },
    ])
    expect(veera).toMatchObject({ risk_level: 'high', engagement_score: 39 })

    // Ahti has had no work: nothing is invented for him.
    expect(ahti.metrics).toEqual({
      assignmentCompletion: null,
      onTimeRate: null,
      averageScore: null,
      participationScore: null,
      attendanceRate: null,
    })
    expect(ahti).toMatchObject({
      risk_level: 'low',
      engagement_score: null,
      reasons: [{ code: 'no_work_yet', level: 'low' }],
    })
  })

  it('students: six weekly trend points, oldest first', async () => {
    const [sanni] = await students('principal', { student_filter: id.sanni })
    const trend = sanni.trends as {
      completion: number | null
      average: number | null
      active: number
    }[]
    expect(trend.map((w) => w.completion)).toEqual([100, 100, 100, 100, 100, 0])
    expect(trend.map((w) => w.average)).toEqual([90, 80, 80, 50, 60, null])
    // Hand-ins per week: a1 early in w5, a2 in w4, a3 late (w3), a4 (w2), a5 late (w1).
    expect(trend.map((w) => w.active)).toEqual([1, 1, 1, 1, 1, 0])
    // Each point is the week starting seven days after the one before; the newest began a week ago.
    const starts = (sanni.trends as { weekStart: string }[]).map((w) => Date.parse(w.weekStart))
    expect(starts.slice(1).map((t, i) => (t - starts[i]) / DAY)).toEqual([7, 7, 7, 7, 7])
    expect(Math.abs((Date.now() - starts[5]) / DAY - 7)).toBeLessThanOrEqual(1)
  })

  it('classes: pooled numbers, an empty class and a class without work', async () => {
    const rows = await groups('principal', 'insight_classes')
    expect(rows.map((r) => r.id)).toEqual([id.class7A, id.class7B, id.class7E])
    const [a, b, e] = rows
    // The average fell from 560/7 to 350/5.
    expect(a.metrics).toEqual(POOLED_7A)
    expect(a.reasons).toEqual([
      { code: 'completion_low', handed: 12, of: 18, percent: 67, limit: 75, level: 'medium' },
      { code: 'participation_low', active: 7, of: 12, percent: 58, limit: 75, level: 'medium' },
      { code: 'average_fell', from: 80, to: 70, weeks: 3, level: 'medium' },
    ])
    // Pooled records leave out recent misses, the one "now" flag: a class is at most medium.
    expect(a).toMatchObject({ students: 3, risk_level: 'medium', engagement_score: 69 })
    expect(b).toMatchObject({
      students: 1,
      risk_level: 'low',
      engagement_score: null,
      reasons: [{ code: 'no_work_yet', level: 'low' }],
    })
    expect(e).toMatchObject({
      students: 0,
      risk_level: 'low',
      reasons: [{ code: 'no_students', level: 'low' }],
    })
  })

  it('subjects: the same numbers for the only subject of the class', async () => {
    const rows = await groups('principal', 'insight_subjects')
    expect(rows.map((r) => r.name)).toEqual(['Maths', 'Art'])
    expect(rows[0].metrics).toEqual(POOLED_7A)
  })

  it('search and the class filter narrow the records', async () => {
    expect((await students('principal', { class_filter: id.class7B })).map((r) => r.id)).toEqual([
      id.ahti,
    ])
    expect((await students('principal', { search: '  sANNi ' })).map((r) => r.id)).toEqual([
      id.sanni,
    ])
    expect(
      (await groups('principal', 'insight_classes', { class_filter: id.class7E })).map((r) => r.id),
    ).toEqual([id.class7E])
    expect(
      (await groups('principal', 'insight_subjects', { search: 'art' })).map((r) => r.id),
    ).toEqual([id.art])
    const page = await students('principal', { page_size: 2, page_offset: 2 })
    expect(page.map((r) => r.id)).toEqual([id.eero, id.ahti])
    expect(page.every((r) => (r as unknown as { total_count: number }).total_count === 4)).toBe(
      true,
    )
  })

  it('class and subject records come a page at a time, in the same order, with the total', async () => {
    const all = await groups('principal', 'insight_classes')
    expect(all.map((r) => (r as unknown as { total_count: number }).total_count)).toEqual([3, 3, 3])
    const second = await groups('principal', 'insight_classes', { page_size: 2, page_offset: 2 })
    expect(second).toEqual(all.slice(2))
    const first = await groups('principal', 'insight_subjects', { page_size: 1 })
    expect(
      first.map((r) => [r.name, (r as unknown as { total_count: number }).total_count]),
    ).toEqual([['Maths', 2]])
    expect(await groups('principal', 'insight_subjects', { page_size: 1, page_offset: 5 })).toEqual(
      [],
    )
  })
})

describe('each role sees its own scope', () => {
  it('a teacher: only the students and classes they teach', async () => {
    expect((await students('tiina')).map((r) => r.id).sort()).toEqual(
      [id.sanni, id.eero, id.veera].sort(),
    )
    expect((await groups('tiina', 'insight_classes')).map((r) => r.id)).toEqual([id.class7A])
    expect((await students('kalle')).map((r) => [r.id, r.class_names])).toEqual([
      [id.ahti, [`7B ${tag}`]],
    ])
    expect((await groups('kalle', 'insight_subjects')).map((r) => r.id)).toEqual([id.art])
    // The teacher's numbers are the same as the principal's for their own student.
    const [own] = await students('tiina', { student_filter: id.sanni })
    const [principals] = await students('principal', { student_filter: id.sanni })
    expect(own).toEqual(principals)
  })

  it('a parent: only their own child, and no pooled class numbers', async () => {
    expect((await students('parent')).map((r) => r.id)).toEqual([id.sanni])
    expect(await students('parent', { student_filter: id.eero })).toEqual([])
    expect(await groups('parent', 'insight_classes')).toEqual([])
    expect(await groups('parent', 'insight_subjects')).toEqual([])
  })

  it('a student: only themself', async () => {
    const own = await students('eero')
    expect(own.map((r) => r.id)).toEqual([id.eero])
    expect(own[0].metrics).toMatchObject({ onTimeRate: 100 })
    expect(await students('eero', { student_filter: id.sanni })).toEqual([])
    expect(await groups('eero', 'insight_classes')).toEqual([])
  })

  it('another school: nothing', async () => {
    expect(await students('outsider')).toEqual([])
    expect(await students('outsider', { student_filter: id.sanni })).toEqual([])
    expect(await groups('outsider', 'insight_classes')).toEqual([])
    expect(await groups('outsider', 'insight_subjects', { class_filter: id.class7A })).toEqual([])
  })

  it('anonymous callers may not run the readers', async () => {
    const { error } = await newClient().rpc('insight_students', {})
    expect(error).not.toBeNull()
  })
})

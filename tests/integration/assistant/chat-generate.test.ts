// The assistant through supabase-js as the seeded users: answers come from the caller's own
// rows (what they read themselves), in English and Finnish, and never about anybody else.
import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT, generateKeyPair } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_CONFIG } from '@oppi/supabase-local'
import { loadConfig } from '@oppi/supabase-local/config'
import { loadKeys } from '@oppi/supabase-local/keys'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { chat, chatStream } from './invoke'
import { profileRow } from '../support/profiles'

let student: SupabaseClient
let teacher: SupabaseClient
let parent: SupabaseClient

beforeAll(async () => {
  ;[student, teacher, parent] = await Promise.all(
    [actors.student, actors.teacher, actors.parent].map(
      async (a) => (await signedInClient(a.email, PASSWORD)).client,
    ),
  )
}, 60_000)

/** Titles of the active assignments of a student's classes that they have not handed in, as `reader` sees them. */
async function openTitles(reader: SupabaseClient, studentId: string) {
  const { data: enrolments } = await reader
    .from('student_enrollments')
    .select('class_id')
    .eq('student_id', studentId)
    .eq('status', 'active')
  const classIds = (enrolments ?? []).map((e) => e.class_id)
  const { data: assignments } = await reader
    .from('assignments')
    .select('id, title, subjects!inner(class_id)')
    .eq('is_active', true)
    .in('subjects.class_id', classIds)
  const { data: handedIn } = await reader
    .from('assignment_submissions')
    .select('assignment_id')
    .eq('student_id', studentId)
    .not('submitted_at', 'is', null)
  const done = new Set((handedIn ?? []).map((s) => s.assignment_id))
  return (assignments ?? [])
    .filter((a) => !done.has(a.id))
    .map((a) => a.title as string)
    .sort()
}

describe('chat-generate without a model', { timeout: 60_000 }, () => {
  it('tells a student what is due, in English and in Finnish, from their own assignments', async () => {
    const expected = await openTitles(student, actors.student.id)
    expect(expected.length).toBeGreaterThan(0)
    for (const [message, lang] of [
      ['What is due?', 'en'],
      ['Mitä pitää palauttaa?', 'fi'],
    ] as const) {
      const { status, data } = await chat(student, { message, route: '/student/assignments' })
      expect(status).toBe(200)
      expect(data!.lang).toBe(lang)
      expect(data!.intent).toBe('due')
      expect(data!.source).toBe('rules')
      const work = data!.facts.work!
      expect([...work.late, ...work.due].map((i) => i.title).sort()).toEqual(expected)
      // The first items of each list are read out by name.
      for (const item of [...work.late.slice(0, 5), ...work.due.slice(0, 5)])
        expect(data!.reply).toContain(item.title)
    }
    const fi = await chat(student, { message: 'Mitä pitää palauttaa?' })
    expect(fi.data!.reply).toMatch(/palautettavana|Myöhässä/)
  })

  it('counts work handed in after the class due date but inside extended time as handed in, not late', async () => {
    const { data } = await chat(student, { message: 'What is late?', lang: 'en' })
    const { data: fractions } = await student
      .from('assignments')
      .select('title')
      .eq('id', ids.fractions5A)
      .single()
    const work = data!.facts.work!
    expect(work.submitted.map((i) => i.title)).toContain(fractions!.title)
    expect([...work.late, ...work.due].map((i) => i.title)).not.toContain(fractions!.title)
  })

  it('gives a student their grades and feedback as they read them', async () => {
    const { data: graded } = await student
      .from('assignment_submissions')
      .select('score, feedback, assignments(title)')
      .eq('student_id', actors.student.id)
      .not('score', 'is', null)
    expect(graded!.length).toBeGreaterThan(0)
    const titleOf = (g: { assignments: unknown }) =>
      (Array.isArray(g.assignments) ? g.assignments[0] : (g.assignments as { title: string }))
        .title as string
    for (const [message, comma] of [
      ['What are my grades?', false],
      ['Mitkä ovat arvosanani?', true],
    ] as const) {
      const { data } = await chat(student, { message })
      expect(data!.intent).toBe('grades')
      expect(data!.facts.work!.grades.map((g) => g.title).sort()).toEqual(
        graded!.map(titleOf).sort(),
      )
      // The first five are read out with score and feedback.
      for (const shown of data!.facts.work!.grades.slice(0, 5)) {
        const g = graded!.find((x) => titleOf(x) === shown.title)!
        expect(data!.reply).toContain(`${shown.title}`)
        // Finnish writes a decimal comma: 7,5.
        const score = String(Number(g.score))
        expect(data!.reply).toContain(comma ? score.replace('.', ',') : score)
        if (g.feedback) expect(data!.reply).toContain(g.feedback)
      }
    }
    expect(graded!.some((g) => g.feedback)).toBe(true)
  })

  it("explains a student's accommodations in plain words", async () => {
    const profile = await profileRow(student, actors.student.id, 'accommodations_needed')
    expect(profile!.accommodations_needed).toEqual(
      expect.arrayContaining(['extended_time', 'screen_reader']),
    )
    const en = await chat(student, { message: 'What accommodations do I have?' })
    expect(en.data!.intent).toBe('accommodations')
    expect(en.data!.reply).toContain('extra time')
    expect(en.data!.reply).toContain('screen reader')
    expect(en.data!.reply).not.toContain('extended_time')
    const fi = await chat(student, { message: 'Mitä tukitoimia minulla on?' })
    expect(fi.data!.reply).toContain('lisäaikaa')
    expect(fi.data!.reply).toContain('ruudunlukija')
  })

  it("tells a student nothing about another student's grades", async () => {
    const service = newClient('service')
    const { data: einoGrades } = await service
      .from('assignment_submissions')
      .select('score, assignments(title)')
      .eq('student_id', ids.sibling)
      .not('score', 'is', null)
    expect(einoGrades!.length).toBeGreaterThan(0)
    for (const message of ["What are Eino's grades?", 'Mitkä ovat Einon arvosanat?']) {
      const { data } = await chat(student, { message })
      expect(data!.intent).toBe('other_person')
      expect(data!.reply).toMatch(/only see your own|Näen vain omat/)
      for (const g of einoGrades!) {
        const title = (
          Array.isArray(g.assignments) ? g.assignments[0] : (g.assignments as { title: string })
        ).title
        expect(data!.reply).not.toContain(title)
      }
      // What grounds the answer is the asker's own data only.
      expect(data!.facts.firstName).toBe('Aino')
      expect(data!.facts.children).toEqual([])
    }
  })

  it('streams the same answer as one event when asked to stream and no model is configured', async () => {
    const plain = await chat(student, { message: 'What are my grades?', lang: 'en' })
    const events = await chatStream(student, { message: 'What are my grades?', lang: 'en' })
    expect(events).toHaveLength(1)
    const done = events[0]
    expect(done.type).toBe('done')
    if (done.type !== 'done') return
    expect(done).toMatchObject({
      reply: plain.data!.reply,
      intent: 'grades',
      source: 'rules',
      lang: 'en',
    })
  })

  it('tells a teacher which hand-ins wait for grading, as the teacher reads them', async () => {
    const { count } = await teacher
      .from('assignment_submissions')
      .select('id', { count: 'exact', head: true })
      .not('submitted_at', 'is', null)
      .is('graded_at', null)
    expect(count).toBeGreaterThan(0)
    const { data } = await chat(teacher, { message: 'What needs grading?' })
    expect(data!.intent).toBe('to_grade')
    expect(data!.facts.toGrade.length).toBe(Math.min(count!, 50))
    expect(data!.reply).toContain(`${count! > 50 ? 50 : count} hand-ins are waiting for grading`)
    expect(data!.reply).toContain(data!.facts.toGrade[0].title)
    const fi = await chat(teacher, { message: 'Mitä minun pitää arvioida?' })
    expect(fi.data!.reply).toMatch(/^Arvioitavia palautuksia on \d+/)
  })

  it('tells a parent about each of their children', async () => {
    const { data } = await chat(parent, { message: 'What is due for my children?' })
    expect(data!.facts.children.map((c) => c.firstName).sort()).toEqual(['Aino', 'Eino'])
    expect(data!.reply).toContain('Aino')
    expect(data!.reply).toContain('Eino')
    const expected = await openTitles(parent, ids.sibling)
    const eino = data!.facts.children.find((c) => c.firstName === 'Eino')!
    expect([...eino.late, ...eino.due].map((i) => i.title).sort()).toEqual(expected)
    // A parent may ask about their own child by name.
    const byName = await chat(parent, { message: 'Mitkä ovat Einon arvosanat?' })
    expect(byName.data!.intent).toBe('grades')
  })

  it('describes the page the user is on and points to the read-aloud button', async () => {
    const bin = await chat(teacher, { message: 'What can I do on this page?', route: '/bin' })
    expect(bin.data!.intent).toBe('page')
    expect(bin.data!.reply).toMatch(/bin/i)
    const fi = await chat(teacher, {
      message: 'Mitä tällä sivulla voi tehdä?',
      route: '/submissions/123',
    })
    expect(fi.data!.reply).toMatch(/^Palautukset-sivulla/)
    const where = await chat(teacher, { message: 'Missä on roskakori?' })
    expect(where.data!.intent).toBe('where')
    expect(where.data!.reply).toMatch(/^Roskakori/)
    const aloud = await chat(student, { message: 'Lue tämä ääneen' })
    expect(aloud.data!.intent).toBe('read_aloud')
    expect(aloud.data!.reply).toContain('Lue ääneen')
    const howTo = await chat(student, { message: 'Miten palautan tehtävän?' })
    expect(howTo.data!.intent).toBe('how_to_hand_in')
  })

  it('says honestly what it cannot answer', async () => {
    const { data } = await chat(student, { message: 'What will the weather be tomorrow?' })
    expect(data!.intent).toBe('unknown')
    expect(data!.reply).toMatch(/cannot answer/)
  })

  it('answers only a signed-in user: a missing, anonymous, forged, expired or legacy-secret token gets 401 sign_in_required', async () => {
    // As an attacker holding only the public anon key would call it: straight to functions/v1.
    // The function is deployed with verify_jwt off (supabase/config.toml), so nothing in front
    // of it checks the token: each refusal below is the function's own.
    const { url, anonKey } = testEnv()
    const ask = async (authorization?: string) => {
      const res = await fetch(`${url}/functions/v1/chat-generate`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({ message: 'What is due?' }),
      })
      return { status: res.status, body: await res.json() }
    }
    const { session } = await signedInClient(actors.parent.email, PASSWORD)
    const [head, payload] = session.access_token.split('.')
    const now = Math.floor(Date.now() / 1000)
    const victim = {
      sub: actors.student.id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 600,
      session_id: crypto.randomUUID(),
    }
    // The project's own signing key, read as the server reads it, for a token valid in every way
    // but its expiry.
    const config = loadConfig(PROJECT_CONFIG)
    const projectKeys = await loadKeys(config)
    const { kid } = JSON.parse(Buffer.from(head, 'base64url').toString())
    const otherKey = (await generateKeyPair('ES256')).privateKey
    const refused: [string, string | undefined][] = [
      ['no token', undefined],
      ['the anon key', `Bearer ${anonKey}`],
      [
        'a token signed with another key under the project key’s kid',
        `Bearer ${await new SignJWT(victim).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(otherKey)}`,
      ],
      [
        'a real token whose payload names somebody else',
        `Bearer ${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: actors.student.id })).toString('base64url')}.${session.access_token.split('.')[2]}`,
      ],
      [
        'an expired token signed with the project’s key',
        `Bearer ${await projectKeys.sign({ ...victim, iat: now - 7200, exp: now - 3600 })}`,
      ],
      [
        'a token signed with the legacy JWT secret',
        `Bearer ${await new SignJWT(victim).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(config.auth.jwt_secret))}`,
      ],
      ['not a JWT', 'Bearer not-a-jwt'],
    ]
    for (const [what, authorization] of refused) {
      expect(await ask(authorization), what).toEqual({
        status: 401,
        body: { error: 'sign_in_required' },
      })
    }
    const answered = await ask(`Bearer ${session.access_token}`)
    expect(answered.status).toBe(200)
    expect(answered.body.facts.role).toBe('parent')
  })

  it('refuses empty and over-long messages and unknown languages', async () => {
    expect(await chat(student, { message: '   ' })).toMatchObject({
      status: 400,
      error: { error: 'message_required' },
    })
    expect(await chat(student, { message: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      error: { error: 'message_too_long' },
    })
    expect((await chat(student, { message: ` ${'x'.repeat(2000)} ` })).status).toBe(200)
    expect(await chat(student, { message: 'Hi', lang: 'sv' })).toMatchObject({
      status: 400,
      error: { error: 'unsupported_language' },
    })
  })

  it('limits how often one user may ask', async () => {
    const { client } = await signedInClient(actors.student2.email, PASSWORD)
    const answers = []
    for (let i = 0; i < 21; i++) answers.push(await chat(client, { message: 'Hello' }))
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true)
    expect(answers[20].status).toBe(429)
    expect(Number(answers[20].headers!.get('retry-after'))).toBeGreaterThan(0)
    // Another user is not held back by it.
    expect((await chat(student, { message: 'Hello' })).status).toBe(200)
  })
})

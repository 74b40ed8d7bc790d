// The assistant with a language model configured: a fake OpenAI-compatible endpoint in this
// process stands in for it, and the function's environment (functions/.env of a copy of the
// functions folder) points at it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chat, chatStream } from './invoke'
import { STREAMED_PIECES, startFakeModel } from './fake-model'
import { serverWithFunctionEnv } from './functions-server'
import { actors, PASSWORD } from '../rls/fixtures'

/** Short, so that the time-out test does not wait long; the fake answers at once otherwise. */
const MODEL_TIMEOUT_MS = 3000

let fake: Awaited<ReturnType<typeof startFakeModel>>
let server: Awaited<ReturnType<typeof serverWithFunctionEnv>>
let student: SupabaseClient

beforeAll(async () => {
  fake = await startFakeModel()
  server = await serverWithFunctionEnv({
    OPPI_LLM_BASE_URL: fake.url,
    OPPI_LLM_API_KEY: 'test-key',
    OPPI_LLM_MODEL: 'fake-model',
    OPPI_LLM_TIMEOUT_MS: String(MODEL_TIMEOUT_MS),
  })
  student = createClient(server.url, server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { error } = await student.auth.signInWithPassword({
    email: actors.student.email,
    password: PASSWORD,
  })
  if (error) throw error
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await fake?.stop()
})

beforeEach(() => {
  fake.requests.length = 0
  fake.setMode('answer')
})

describe('chat-generate with a model', { timeout: 60_000 }, () => {
  it("sends the caller's own data and the conversation to the model and returns its answer", async () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `turn ${i}`,
    }))
    const { status, data } = await chat(student, {
      message: 'What is due?',
      route: '/student/assignments',
      history,
    })
    expect(status).toBe(200)
    expect(data!.source).toBe('model')
    expect(data!.reply).toBe('Answer from the fake model.')

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.body.model).toBe('fake-model')
    const messages = request.body.messages as { role: string; content: string }[]
    const system = messages[0]
    expect(system.role).toBe('system')
    // The grounding: the student's own open assignments, grades and plan, and the page.
    for (const item of [
      ...data!.facts.work!.due,
      ...data!.facts.work!.late,
      ...data!.facts.work!.grades,
    ]) {
      expect(system.content).toContain(item.title)
    }
    expect(system.content).toContain('extended_time')
    expect(system.content).toContain('My assignments')
    // Only the last eight turns of the history, then the question.
    expect(messages.slice(1).map((m) => m.content)).toEqual([
      ...history.slice(-8).map((h) => h.content),
      'What is due?',
    ])
  })

  it('answers from its own rules when the model fails', async () => {
    fake.setMode('fail')
    const { status, data } = await chat(student, { message: 'Mitä pitää palauttaa?' })
    expect(fake.requests.length).toBeGreaterThan(0)
    expect(status).toBe(200)
    expect(data!.source).toBe('rules')
    expect(data!.lang).toBe('fi')
    const first = [...data!.facts.work!.late, ...data!.facts.work!.due][0]
    expect(data!.reply).toContain(first.title)
  })

  it('answers from its own rules when the model does not answer in time', async () => {
    fake.setMode('hang')
    const started = Date.now()
    const { status, data } = await chat(student, { message: 'What are my grades?' })
    expect(status).toBe(200)
    expect(data!.source).toBe('rules')
    expect(data!.intent).toBe('grades')
    expect(Date.now() - started).toBeGreaterThanOrEqual(MODEL_TIMEOUT_MS - 100)
  })
})

describe('chat-generate streaming its answer', { timeout: 60_000 }, () => {
  it("streams the model's answer piece by piece, grounded in the caller's own data", async () => {
    // The fake holds the rest of its answer until the first piece has reached this caller.
    const events = await chatStream(
      student,
      { message: 'What is due?', route: '/student/assignments' },
      (event) => {
        if (event.type === 'delta') fake.streamed.release()
      },
    )
    const deltas = events.filter((e) => e.type === 'delta')
    const done = events.at(-1)!
    expect(deltas.map((d) => d.type === 'delta' && d.text)).toEqual(STREAMED_PIECES)
    expect(done.type).toBe('done')
    if (done.type !== 'done') return
    expect(done.reply).toBe(STREAMED_PIECES.join(''))
    expect(done.source).toBe('model')
    expect(done.intent).toBe('due')
    // Streamed, not buffered: the first piece reached the caller while the model held the rest.
    expect(fake.streamed.releasedInTime).toBe(true)

    expect(fake.requests).toHaveLength(1)
    const body = fake.requests[0].body
    expect(body.stream).toBe(true)
    const system = (body.messages as { role: string; content: string }[])[0].content
    for (const item of [...done.facts.work!.due, ...done.facts.work!.late])
      expect(system).toContain(item.title)
  })

  it('answers from its own rules when the model fails before or while streaming', async () => {
    for (const mode of ['fail', 'break'] as const) {
      fake.setMode(mode)
      fake.requests.length = 0
      const events = await chatStream(student, { message: 'Mitä pitää palauttaa?' })
      expect(fake.requests.length).toBeGreaterThan(0)
      const done = events.at(-1)!
      expect(done.type).toBe('done')
      if (done.type !== 'done') return
      expect(done.source).toBe('rules')
      expect(done.lang).toBe('fi')
      const first = [...done.facts.work!.late, ...done.facts.work!.due][0]
      expect(done.reply).toContain(first.title)
    }
  })
})

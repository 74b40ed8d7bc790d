/**
 * The RLS matrix through supabase-js against supabase/local (its own instance on a fresh
 * seeded database: PGlite by default, PostgreSQL with OPPI_TEST_DB=postgres). Each actor
 * signs in with the demo password. REST writes commit, so every write case is undone
 * afterwards with the service-role client, keeping the cases independent as in the SQL runner.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '@oppi/supabase-local/testing'
import { actors, PASSWORD, type ActorName } from './fixtures'
import { matrix, keyOf, type Case } from './matrix'
import { describeCase, resolveRecord, selectColumns, verdict, type Outcome } from './check'

type Server = Awaited<ReturnType<typeof startTestServer>>
let server: Server
let service: SupabaseClient
const clients = new Map<ActorName, SupabaseClient>()
const refs: Record<string, string> = {}

const client = (url: string, key: string) =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })

beforeAll(async () => {
  server = await startTestServer()
  service = client(server.url, server.keys.serviceRoleKey)
  clients.set('anon', client(server.url, server.keys.anonKey))
  for (const [name, a] of Object.entries(actors) as [ActorName, { email: string }][]) {
    const c = client(server.url, server.keys.anonKey)
    const { error } = await c.auth.signInWithPassword({ email: a.email, password: PASSWORD })
    if (error) throw new Error(`sign-in as ${a.email} failed: ${error.message}`)
    clients.set(name, c)
  }
  const { data, error } = await service.from('schools').select('id, name')
  if (error) throw new Error(error.message)
  refs.demoSchool = data.find((s) => s.name === 'Oppi Demo School')!.id
  refs.otherSchool = data.find((s) => s.name === 'Other Test School')!.id
}, 180_000)

afterAll(async () => {
  await server?.stop()
})

/** The rows `match` finds in `table` as the service role sees them, before a write changes them. */
const rowsNow = async (table: string, match: Record<string, unknown>) =>
  (await must(service.from(table).select('*').match(match))) as Record<string, unknown>[]

/** Runs the case as its actor and returns rows or error, plus how to undo what it wrote. */
async function runCase(c: Case): Promise<{ outcome: Outcome; undo: () => Promise<void> }> {
  const sb = clients.get(c.actor)!
  const match = resolveRecord(c.match, refs)
  const values = resolveRecord(c.values, refs)
  const key = keyOf(c.table)
  let undo = async () => {}
  let res: { data: unknown; error: { code?: string; message: string } | null }

  switch (c.op) {
    case 'select':
      res = await sb.from(c.table).select(selectColumns(c).join(',')).match(match)
      break
    case 'insert':
      res = await sb.from(c.table).insert(values).select(key)
      undo = async () => {
        const ids = ((res.data as Record<string, unknown>[] | null) ?? []).map((r) => r[key])
        if (ids.length) await must(service.from(c.table).delete().in(key, ids))
      }
      break
    case 'update': {
      const before = await rowsNow(c.table, match)
      res = await sb.from(c.table).update(values).match(match).select(key)
      undo = async () => {
        for (const row of before) {
          const old = Object.fromEntries(Object.keys(values).map((k) => [k, row[k]]))
          await must(
            service
              .from(c.table)
              .update(old)
              .eq(key, row[key] as string),
          )
        }
      }
      break
    }
    case 'delete': {
      const before = await rowsNow(c.table, match)
      res = await sb.from(c.table).delete().match(match).select(key)
      undo = async () => {
        const gone = new Set(
          ((res.data as Record<string, unknown>[] | null) ?? []).map((r) => r[key]),
        )
        const rows = before.filter((r) => gone.has(r[key]))
        if (rows.length) await must(service.from(c.table).insert(rows))
      }
      break
    }
    case 'rpc':
      res = await sb.rpc(c.table, resolveRecord(c.args, refs))
      break
  }
  if (res.error)
    return { outcome: { error: { code: res.error.code, message: res.error.message } }, undo }
  const rows =
    c.op === 'rpc' && !c.setof
      ? [{ result: res.data }]
      : ((res.data as Record<string, unknown>[]) ?? [])
  return { outcome: { rows }, undo }
}

async function must<T>(p: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await p
  if (error) throw new Error(`undo failed: ${error.message}`)
  return data
}

describe('RLS matrix (supabase-js → supabase/local)', () => {
  it.each(matrix.map((c) => [describeCase(c), c] as const))('%s', async (_name, c) => {
    const { outcome, undo } = await runCase(c)
    try {
      expect(verdict(c, outcome, refs)).toBeNull()
    } finally {
      await undo()
    }
  })
})

describe('the app’s profile reads (supabase-js)', () => {
  it('the owner reads profile and sensitive row in one request', async () => {
    const { data, error } = await clients
      .get('student')!
      .from('profiles')
      .select('id, first_name, profile_sensitive(medical_information, parent_email)')
      .eq('user_id', actors.student.id)
      .maybeSingle()
    expect(error).toBeNull()
    expect(data?.profile_sensitive).toMatchObject({
      medical_information: { allergies: ['peanuts'] },
      parent_email: 'parent@demo.oppi.test',
    })
  })

  it('the same embed gives a teacher the student without any sensitive row', async () => {
    const { data, error } = await clients
      .get('teacher')!
      .from('profiles')
      .select(
        // Two FKs lead from student_accommodations to profiles (student, created_by): name one.
        'id, accommodations_needed, profile_sensitive(*), student_accommodations!student_accommodations_student_fkey(accommodation)',
      )
      .eq('id', actors.student.id)
      .single()
    expect(error).toBeNull()
    expect(data?.profile_sensitive).toBeNull()
    expect(data?.accommodations_needed).toEqual(['extended_time', 'screen_reader'])
    expect(
      (data?.student_accommodations as { accommodation: string }[])
        .map((r) => r.accommodation)
        .sort(),
    ).toEqual(['extended_time', 'screen_reader'])
  })

  it('a principal reads sensitive fields through the logging rpc', async () => {
    const principal = clients.get('principal')!
    const { data, error } = await principal.rpc('read_sensitive_profile', {
      profile_id: actors.student.id,
      fields: ['notes'],
    })
    expect(error).toBeNull()
    expect(Object.keys(data as object).sort()).toEqual(['notes', 'profile_id'])
    const log = await clients
      .get('student')!
      .from('sensitive_access_log')
      .select('accessed_by, field')
      .eq('profile_id', actors.student.id)
    expect(log.data).toContainEqual({ accessed_by: actors.principal.id, field: 'notes' })
  })
})

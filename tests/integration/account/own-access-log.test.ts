import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'
import { forgetSensitiveReads, readSensitive } from '../support/sensitive-reads'

/**
 * A student reads who viewed their own sensitive data (/student/access-log), straight from
 * rest/v1 with their own session: the lines about them, and never a line about another student.
 */
const startedAt = new Date(Date.now() - 1000).toISOString()
let student: SupabaseClient
let student2: SupabaseClient

beforeAll(async () => {
  const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
  student = (await signedInClient(actors.student.email, PASSWORD)).client
  student2 = (await signedInClient(actors.student2.email, PASSWORD)).client
  // The principal opens both students' sensitive data.
  await readSensitive(principal, [
    [actors.student.id, ['medical_information']],
    [actors.student2.id, ['address', 'notes']],
  ])
})

// Other suites read the same seeded school: leave it as it was.
afterAll(async () => {
  await forgetSensitiveReads(actors.principal.id, startedAt)
})

const everything = (client: SupabaseClient) =>
  client
    .from('sensitive_access_log')
    .select('profile_id, accessed_by, accessed_by_role, field')
    .gte('accessed_at', startedAt)

describe("a student's own access log", () => {
  it("shows the student the principal's reads of their data, and only lines about them", async () => {
    const { data, error } = await everything(student)
    expect(error).toBeNull()
    expect(data).toContainEqual({
      profile_id: actors.student.id,
      accessed_by: actors.principal.id,
      accessed_by_role: 'principal',
      field: 'medical_information',
    })
    expect(data!.every((row) => row.profile_id === actors.student.id)).toBe(true)
  })

  it("never shows a student another student's lines, even when asked by id", async () => {
    const { data, error } = await everything(student).eq('profile_id', actors.student2.id)
    expect(error).toBeNull()
    expect(data).toEqual([])
    const own = await everything(student2)
    expect(own.data!.map((row) => row.field).sort()).toEqual(['address', 'notes'])
  })

  it('shows the anonymous key nothing', async () => {
    const { data, error } = await everything(newClient('anon'))
    // Not granted to anon at all: a permission error, or no rows.
    expect(error !== null || data!.length === 0).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * A person's accessibility settings are theirs alone: they read and write their own row; a
 * teacher, a principal or a visitor can neither read nor write it.
 */
/** The student's settings row as `client` may read it, with only the column asked for. */
async function studentsRow(client: SupabaseClient, column: 'settings' | 'speech') {
  const { data } = await client
    .from('accessibility_settings')
    .select(column)
    .eq('profile_id', actors.student.id)
  return data
}

/** The student saves one column of their own row, and reads back exactly what they saved. */
async function savesOwn(
  student: SupabaseClient,
  saved: { settings: Record<string, unknown> } | { speech: Record<string, unknown> },
) {
  const { error } = await student
    .from('accessibility_settings')
    .upsert({ profile_id: actors.student.id, ...saved }, { onConflict: 'profile_id' })
  expect(error).toBeNull()
  const column = 'settings' in saved ? 'settings' : 'speech'
  expect(await studentsRow(student, column)).toEqual([saved])
}

/** `client` changes the student's row (row-level security decides whether anything changes). */
const updateStudents = (client: SupabaseClient, values: Record<string, unknown>) =>
  client.from('accessibility_settings').update(values).eq('profile_id', actors.student.id)

describe('accessibility settings', () => {
  it('the owner writes and reads their row; nobody else sees or changes it', async () => {
    const student = (await signedInClient(actors.student.email, PASSWORD)).client
    const settings = { fontSize: 150, highContrast: true }
    await savesOwn(student, { settings })

    for (const other of [actors.teacher, actors.principal]) {
      const client = (await signedInClient(other.email, PASSWORD)).client
      expect(await studentsRow(client, 'settings'), other.email).toEqual([])
      await updateStudents(client, { settings: { fontSize: 75 } })
      const { error: insert } = await client
        .from('accessibility_settings')
        .insert({ profile_id: actors.student.id, settings: {} })
      expect(insert, other.email).not.toBeNull()
    }
    const anon = newClient('anon')
    const { data: anonSeen } = await anon.from('accessibility_settings').select('settings')
    expect(anonSeen ?? []).toEqual([])
    const { error: anonWrite } = await anon
      .from('accessibility_settings')
      .insert({ profile_id: actors.student.id, settings: {} })
    expect(anonWrite).not.toBeNull()

    const after = await studentsRow(student, 'settings')
    expect(after).toEqual([{ settings }])
  })

  it('the read-aloud settings: the owner keeps them beside the others; nobody else reads or changes them; a large value is refused', async () => {
    const student = (await signedInClient(actors.student.email, PASSWORD)).client
    const speech = { enabled: true, rate: 1.5, pitch: 1, volume: 0.6, voice: 'server' }
    await savesOwn(student, { speech })

    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    const seen = await studentsRow(teacher, 'speech')
    expect(seen).toEqual([])
    await updateStudents(teacher, { speech: { rate: 2 } })

    const { error: tooLarge } = await updateStudents(student, {
      speech: { voice: 'x'.repeat(1000) },
    })
    expect(tooLarge?.code).toBe('23514')
    const { error: notObject } = await updateStudents(student, { speech: [1, 2] })
    expect(notObject?.code).toBe('23514')
    const after = await studentsRow(student, 'speech')
    expect(after).toEqual([{ speech }])
  })
})

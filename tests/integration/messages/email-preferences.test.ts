import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { actors } from '../rls/fixtures'
import { deletedRows } from '../support/deleted-rows'
import { admin, signInPeople, type Signed } from './people'

/**
 * E-mail choices through rest/v1: each person reads and writes their own only
 * (email_preferences_own), and my_email_preferences() says what the queue will use: the
 * person's choice, else the default for that kind of news.
 */
let as: Signed

beforeAll(async () => {
  ;({ as } = await signInPeople())
})

afterAll(async () => {
  await admin()
    .from('email_preferences')
    .delete()
    .in('profile_id', [actors.parent.id, actors.teacher.id])
})

const choices = async (who: SupabaseClient) => {
  const { data, error } = await who.rpc('my_email_preferences')
  return error
    ? null
    : Object.fromEntries(
        (data as { kind: string; cadence: string }[]).map((r) => [r.kind, r.cadence]),
      )
}

describe('e-mail choices', () => {
  it('start from the defaults the queue uses', async () => {
    // The teacher: the e-mail queue's tests, running beside this file, choose for the demo
    // student and parent.
    expect(await choices(as.teacher)).toEqual({
      messages: 'now',
      announcements: 'daily',
      grades: 'daily',
      absences: 'now',
      account: 'now',
    })
  })

  it('are the person’s own to change, and then are what they chose', async () => {
    const own = await as.parent
      .from('email_preferences')
      .upsert([{ profile_id: actors.parent.id, kind: 'absences', cadence: 'never' }])
      .select('kind, cadence')
    expect(own.error).toBeNull()
    expect(own.data).toEqual([{ kind: 'absences', cadence: 'never' }])
    expect((await choices(as.parent))?.absences).toBe('never')
    // Nobody else's choice moves.
    expect((await choices(as.teacher))?.grades).toBe('daily')
  })

  it('nobody reads or writes someone else’s', async () => {
    await as.teacher
      .from('email_preferences')
      .upsert([{ profile_id: actors.teacher.id, kind: 'messages', cadence: 'daily' }])
    const read = await as.parent.from('email_preferences').select('profile_id, kind')
    expect(read.error).toBeNull()
    expect(read.data!.every((row) => row.profile_id === actors.parent.id)).toBe(true)
    const forged = await as.parent
      .from('email_preferences')
      .insert({ profile_id: actors.teacher.id, kind: 'account', cadence: 'never' })
    expect(forged.error?.code).toBe('42501')
    const changed = await as.parent
      .from('email_preferences')
      .update({ cadence: 'never' })
      .eq('profile_id', actors.teacher.id)
      .select('kind')
    expect(changed.data ?? []).toEqual([])
    expect((await choices(as.teacher))?.messages).toBe('daily')
    // Nor does another school's teacher delete them.
    expect(
      await deletedRows(as.otherTeacher, 'email_preferences', 'profile_id', actors.teacher.id),
    ).toEqual([])
  })

  it('a visitor has none and may not write any', async () => {
    expect(await choices(as.anon)).toBeNull()
    const visitor = await as.anon
      .from('email_preferences')
      .insert({ profile_id: actors.parent.id, kind: 'account', cadence: 'never' })
    expect(visitor.error).not.toBeNull()
    const bad = await as.parent
      .from('email_preferences')
      .upsert([{ profile_id: actors.parent.id, kind: 'account', cadence: 'weekly' }])
    expect(bad.error?.code).toBe('23514')
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInActors } from '../support/clients'
import { actors, ids, ROLE_SAMPLE } from '../rls/fixtures'

/**
 * Presence carries only ids; presence_peers decides what a viewer learns about the people on
 * their page: staff only, their own school only, names of colleagues and of students they may
 * read, and only the role of anyone else.
 */
type Who = (typeof ROLE_SAMPLE)[number]
const clients = {} as Record<Who, SupabaseClient>

beforeAll(async () => {
  Object.assign(clients, await signedInActors(ROLE_SAMPLE))
})

const everyone = [
  ...[
    actors.principal,
    actors.teacher,
    actors.teacher2,
    actors.student,
    actors.parent,
    actors.otherPrincipal,
  ].map((a) => a.id),
  ids.sibling,
]

async function peers(who: Who) {
  const { data, error } = await clients[who].rpc('presence_peers', { p_ids: everyone })
  expect(error).toBeNull()
  return Object.fromEntries(
    (data ?? []).map((row: { id: string; role: string; name: string | null }) => [row.id, row]),
  )
}

describe('presence_peers', () => {
  it('a principal sees everyone of their school by name, nobody of another school', async () => {
    const seen = await peers('principal')
    expect(seen[actors.teacher.id]).toMatchObject({ role: 'teacher', name: 'Matti Korhonen' })
    expect(seen[actors.student.id]).toMatchObject({ role: 'student', name: 'Aino Mäkinen' })
    expect(seen[actors.otherPrincipal.id]).toBeUndefined()
  })

  it('a teacher sees colleagues and own students by name, other students only as a role', async () => {
    const seen = await peers('teacher')
    expect(seen[actors.principal.id]).toMatchObject({ role: 'principal', name: 'Päivi Virtanen' })
    expect(seen[actors.student.id]).toMatchObject({ role: 'student', name: 'Aino Mäkinen' })
    // Eino is in 2A, not one of Matti's classes.
    expect(seen[ids.sibling]).toMatchObject({ role: 'student', name: null })
    expect(seen[actors.parent.id]).toMatchObject({ role: 'parent', name: null })
    expect(seen[actors.otherPrincipal.id]).toBeUndefined()
  })

  it('students and parents learn nothing, and anon may not call it', async () => {
    expect(await peers('student')).toEqual({})
    expect(await peers('parent')).toEqual({})
    const { error } = await newClient('anon').rpc('presence_peers', { p_ids: everyone })
    expect(error).not.toBeNull()
  })
})

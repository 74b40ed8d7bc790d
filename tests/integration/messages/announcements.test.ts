import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { actors, ids } from '../rls/fixtures'
import { admin, aroundClass5A, notificationsAbout, signInPeople, type Signed } from './people'

/**
 * Class announcements as the database keeps them, asked through rest/v1 and storage/v1 as each
 * person would: who reads one (the class's staff, its students and their guardians once it is
 * published; nobody else), who may post and to which subject, comments only where allowed,
 * the names comments show, and the attachments' storage rule.
 */
let as: Signed

beforeAll(async () => {
  ;({ as } = await signInPeople())
})

const post = (who: SupabaseClient, fields: Record<string, unknown> = {}) =>
  who
    .from('announcements')
    .insert({ class_id: ids.class5A, title: 'Excursion', body: 'To the museum.', ...fields })
    .select('id')
    .single()

const reads = async (who: SupabaseClient, id: string) => {
  const { data } = await who.from('announcements').select('id').eq('id', id)
  return (data ?? []).length === 1
}

const upload = async (who: SupabaseClient, owner: string) => {
  const name = `${owner}/${randomUUID()}/packing-list.txt`
  const { error } = await who.storage
    .from('message-files')
    .upload(name, new Blob(['Lunch, raincoat'], { type: 'text/plain' }))
  expect(error).toBeNull()
  return name
}

const downloads = async (who: SupabaseClient, name: string) =>
  !(await who.storage.from('message-files').download(name)).error

const comment = (who: SupabaseClient, id: string, body: string) =>
  who.from('announcement_comments').insert({ announcement_id: id, body })

/** The comments on an announcement a person reads: none where they may not read it. */
const commentBodies = async (who: SupabaseClient, id: string) => {
  const { data } = await who.from('announcement_comments').select('body').eq('announcement_id', id)
  return (data ?? []).map((c) => c.body as string)
}

describe('a teacher posts to 5A with a file', () => {
  let id: string
  let file: string

  beforeAll(async () => {
    file = await upload(as.teacher, actors.teacher.id)
    const { data, error } = await post(as.teacher, { attachments: [file] })
    expect(error).toBeNull()
    id = data!.id
  })

  it.each(aroundClass5A(['teacher', 'principal', 'student', 'parent', 'guardian5A']))(
    '%s reads it and its file: %s (%s)',
    async (who, allowed, _relationship) => {
      expect(await reads(as[who], id)).toBe(allowed)
      expect(await downloads(as[who], file)).toBe(allowed)
    },
  )

  it('only the class’s staff post to it, naming their own files', async () => {
    const other = await post(as.teacher2)
    expect(other.error?.code).toBe('42501')
    const guardian = await post(as.parent)
    expect(guardian.error?.code).toBe('42501')
    const visitor = await post(as.anon)
    expect(visitor.error).not.toBeNull()
    const theirs = await upload(as.teacher2, actors.teacher2.id)
    const foreign = await post(as.teacher, { attachments: [theirs] })
    expect(foreign.error?.code).toBe('42501')
    const principal = await post(as.principal)
    expect(principal.error).toBeNull()
  })

  it('a subject must be the class’s own, on posting and on editing', async () => {
    const own = await post(as.teacher, { subject_id: ids.math5A })
    expect(own.error).toBeNull()
    const elsewhere = await post(as.teacher, { subject_id: ids.finnish5B })
    expect(elsewhere.error?.code).toBe('42501')
    const moved = await as.teacher
      .from('announcements')
      .update({ subject_id: ids.finnish5B })
      .eq('id', own.data!.id)
    expect(moved.error?.code).toBe('42501')
  })
})

describe('a scheduled announcement', () => {
  it('is read by the class’s staff at once, and by its readers only when due, told once', async () => {
    const file = await upload(as.teacher, actors.teacher.id)
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const { data, error } = await post(as.teacher, {
      title: 'Sports day',
      publish_at: later,
      attachments: [file],
    })
    expect(error).toBeNull()
    const id = data!.id
    expect(await reads(as.teacher, id)).toBe(true)
    expect(await reads(as.principal, id)).toBe(true)
    expect(await reads(as.student, id)).toBe(false)
    expect(await reads(as.parent, id)).toBe(false)
    expect(await downloads(as.parent, file)).toBe(false)

    // Its time comes (moved back here, as the clock would move on).
    await admin()
      .from('announcements')
      .update({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', id)
    await as.student.rpc('announcement_notify_due')
    await as.parent.rpc('announcement_notify_due')
    expect(await reads(as.student, id)).toBe(true)
    expect(await downloads(as.parent, file)).toBe(true)
    const { data: told } = await notificationsAbout(as.parent, 'announcement_posted', {
      announcement_id: id,
    })
    expect(told).toHaveLength(1)
  })
})

describe('comments', () => {
  it('are refused where the author did not allow them', async () => {
    const { data } = await post(as.teacher, { comments_allowed: false })
    const refused = await comment(as.parent, data!.id, 'Thanks!')
    expect(refused.error?.code).toBe('42501')
  })

  it('are written by readers where allowed, and show their writers’ names to readers only', async () => {
    const { data } = await post(as.teacher, { comments_allowed: true })
    const id = data!.id
    const written = await comment(as.parent, id, 'Aino will come.')
    expect(written.error).toBeNull()
    const outsider = await comment(as.otherGuardian, id, 'Let me in')
    expect(outsider.error?.code).toBe('42501')
    expect(await commentBodies(as.guardian5A, id)).toEqual(['Aino will come.'])
    expect(await commentBodies(as.otherGuardian, id)).toEqual([])

    const names = async (who: SupabaseClient) => {
      const { data, error } = await who.rpc('announcement_people', { p_announcements: [id] })
      return error ? null : (data as { id: string; name: string }[]).map((p) => p.id).sort()
    }
    // A reader learns the author's and the commenter's names, and nobody else's.
    expect(await names(as.student)).toEqual([actors.teacher.id, actors.parent.id].sort())
    expect(await names(as.otherGuardian)).toEqual([])
    expect(await names(as.otherTeacher)).toEqual([])
    expect(await names(as.anon)).toBeNull()

    // Only the author turns them off; what was written stays, and no more is taken.
    for (const who of ['teacher2', 'parent', 'otherTeacher'] as const) {
      const { data } = await as[who]
        .from('announcements')
        .update({ comments_allowed: false })
        .eq('id', id)
        .select('id')
      expect(data ?? [], who).toEqual([])
    }
    const off = await as.teacher
      .from('announcements')
      .update({ comments_allowed: false })
      .eq('id', id)
      .select('comments_allowed')
    expect(off.data).toEqual([{ comments_allowed: false }])
    const late = await comment(as.guardian5A, id, 'Too late')
    expect(late.error?.code).toBe('42501')
    expect(await commentBodies(as.student, id)).toEqual(['Aino will come.'])
  })
})

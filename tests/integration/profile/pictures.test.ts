import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { addFile, downloadFile, listFiles, removeFile } from '@/lib/files/store'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD, SIGNED_IN_CAST, type ActorName } from '../rls/fixtures'
import { GIF, JPEG, PNG } from '../../support/tiny-images'

/**
 * Profile pictures through the functions /files calls (lib/files/store.ts), with each seeded
 * person's supabase-js client: the owner uploads, replaces and removes their picture and
 * profiles.avatar_path follows; the school reads it, other schools do not; nobody else writes
 * it, neither through the app, nor through Storage, nor by writing the column. Every object
 * made here is removed with the service role afterwards (which leaves the column empty).
 */

type Client = SupabaseClient<Database>
type Person = Exclude<ActorName, 'anon' | 'pendingTeacher'>
const admin = newClient('service') as unknown as Client
const clients = {} as Record<Person | 'anon', Client>
const PEOPLE: Person[] = [...SIGNED_IN_CAST, 'otherStudent']

// Ville (student2) is the owner here; the storage matrix's objects are Aino's (student).
const OWNER = actors.student2.id
const SCHOOLMATES: Person[] = ['student', 'teacher', 'teacher2', 'principal', 'parent']
const OUTSIDERS: Person[] = ['otherPrincipal', 'otherTeacher', 'otherStudent']

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** The owner's picture as the profile names it (read past row-level security). */
async function current(id = OWNER): Promise<string | null> {
  const { data, error } = await admin.from('profiles').select('avatar_path').eq('id', id).single()
  if (error) throw error
  return data.avatar_path
}

/** The names of the objects in a person's folder (read past row-level security). */
async function stored(id = OWNER): Promise<string[]> {
  const listed = await listFiles(admin, 'avatars', [id])
  if (typeof listed === 'string') throw new Error(listed)
  return listed.map((f) => f.path)
}

async function emptyFolder(id = OWNER) {
  const paths = await stored(id)
  if (paths.length) await admin.storage.from('avatars').remove(paths)
}

const name = (path: string) => path.split('/')
const upload = (who: Person, bytes: Uint8Array, folder = OWNER) =>
  addFile(clients[who], 'avatars', [folder], { name: 'me.png', bytes })

beforeAll(async () => {
  clients.anon = newClient('anon') as unknown as Client
  for (const who of PEOPLE)
    clients[who] = (await signedInClient(actors[who].email, PASSWORD)).client as unknown as Client
  await emptyFolder()
}, 60_000)

afterAll(async () => {
  await emptyFolder()
  await emptyFolder(actors.otherStudent.id)
})

describe('the owner’s picture', () => {
  let first = ''

  it('is uploaded by the owner under a name of the app’s, and the profile points at it', async () => {
    const up = await upload('student2', PNG)
    expect(up.ok).toBe(true)
    if (!up.ok) return
    first = up.path
    expect(first).toMatch(new RegExp(`^${OWNER}/avatar-[0-9a-z]+\\.png$`))
    expect(await current()).toBe(first)
    expect(await stored()).toEqual([first])
    // The owner reads their own row's column like any other.
    const own = await clients.student2
      .from('profiles')
      .select('avatar_path')
      .eq('id', OWNER)
      .single()
    expect(own.data?.avatar_path).toBe(first)
  })

  it.each(SCHOOLMATES)('is read by a schoolmate (%s)', async (who) => {
    const got = await downloadFile(clients[who], 'avatars', name(first))
    expect(got.ok).toBe(true)
    if (got.ok) expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(PNG)
  })

  it.each([...OUTSIDERS, 'anon' as const])(
    'is not read by %s, of another school or signed out',
    async (who) => {
      const got = await downloadFile(clients[who], 'avatars', name(first))
      expect(got.ok).toBe(false)
      const listed = await listFiles(clients[who], 'avatars', [OWNER])
      expect(Array.isArray(listed) ? listed : []).toEqual([])
    },
  )

  it.each([...SCHOOLMATES, ...OUTSIDERS])(
    'cannot be added to, replaced or removed by %s',
    async (who) => {
      expect(await upload(who, PNG)).toEqual({ ok: false, failure: 'forbidden' })
      // Over the current one, by its own name, straight through Storage.
      const over = await clients[who].storage
        .from('avatars')
        .upload(first, JPEG, { contentType: 'image/jpeg', upsert: true })
      expect(over.error).not.toBeNull()
      expect(await removeFile(clients[who], 'avatars', name(first))).toBe('forbidden')
      expect(await stored()).toEqual([first])
      expect(await current()).toBe(first)
      const got = await downloadFile(clients.student2, 'avatars', name(first))
      if (got.ok) expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(PNG)
    },
  )

  it('cannot be pointed elsewhere by writing the column: not by the owner, not by the principal', async () => {
    for (const who of ['student2', 'principal'] as const) {
      const { error } = await clients[who]
        .from('profiles')
        .update({ avatar_path: `${OWNER}/elsewhere.png` })
        .eq('id', OWNER)
      expect(error?.code, who).toBe('42501')
    }
    // Not even past the privileges: the column names an object of the person's own folder only.
    const { error } = await admin
      .from('profiles')
      .update({ avatar_path: `${actors.student.id}/me.png` })
      .eq('id', OWNER)
    expect(error?.code).toBe('23514')
    expect(await current()).toBe(first)
  })

  it('is refused when it is not a PNG, JPEG or WebP, empty or over 2 MB, and nothing changes', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    for (const [bytes, failure] of [
      [GIF, 'badType'],
      [PDF, 'badType'],
      [new Uint8Array(), 'empty'],
      [big, 'tooLarge'],
    ] as const) {
      expect(await upload('student2', bytes)).toEqual({ ok: false, failure })
    }
    // The bucket holds the same types for a picture stored past the app.
    const gif = await clients.student2.storage
      .from('avatars')
      .upload(`${OWNER}/moving.gif`, GIF, { contentType: 'image/gif' })
    expect(gif.error).not.toBeNull()
    expect(await stored()).toEqual([first])
    expect(await current()).toBe(first)
  })

  it('is replaced by the owner: the new one is current and the old one is gone for everybody', async () => {
    const up = await upload('student2', JPEG)
    expect(up.ok).toBe(true)
    if (!up.ok) return
    expect(up.path).toMatch(/\.jpg$/)
    expect(up.path).not.toBe(first)
    expect(await current()).toBe(up.path)
    expect(await stored()).toEqual([up.path])
    expect((await downloadFile(clients.teacher, 'avatars', name(first))).ok).toBe(false)
    const got = await downloadFile(clients.teacher, 'avatars', name(up.path))
    if (got.ok) expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(JPEG)
    expect(got.ok).toBe(true)
    first = up.path
  })

  it('follows Storage itself: renaming the current picture moves the profile with it', async () => {
    const renamed = `${OWNER}/avatar-renamed.jpg`
    expect((await clients.student2.storage.from('avatars').move(first, renamed)).error).toBeNull()
    expect(await current()).toBe(renamed)
    first = renamed
  })

  it('is removed by the owner: the object goes and the profile names none', async () => {
    expect(await removeFile(clients.student2, 'avatars', name(first))).toBeNull()
    expect(await stored()).toEqual([])
    expect(await current()).toBeNull()
    expect((await downloadFile(clients.principal, 'avatars', name(first))).ok).toBe(false)
  })

  it('removing another picture of the folder leaves the current one', async () => {
    const old = await clients.student2.storage
      .from('avatars')
      .upload(`${OWNER}/old.png`, PNG, { contentType: 'image/png' })
    expect(old.error).toBeNull()
    const up = await upload('student2', PNG)
    expect(up.ok).toBe(true)
    if (!up.ok) return
    // The upload removed the older one itself.
    expect(await stored()).toEqual([up.path])
    expect(await current()).toBe(up.path)
    await admin.storage.from('avatars').remove([`${OWNER}/old.png`])
    expect(await current()).toBe(up.path)
  })
})

describe('another school’s picture', () => {
  it('its owner uploads it and their schoolmates read it; ours do not', async () => {
    const up = await upload('otherStudent', PNG, actors.otherStudent.id)
    expect(up.ok).toBe(true)
    if (!up.ok) return
    expect(await current(actors.otherStudent.id)).toBe(up.path)
    expect((await downloadFile(clients.otherTeacher, 'avatars', name(up.path))).ok).toBe(true)
    for (const who of SCHOOLMATES)
      expect((await downloadFile(clients[who], 'avatars', name(up.path))).ok, who).toBe(false)
  })
})

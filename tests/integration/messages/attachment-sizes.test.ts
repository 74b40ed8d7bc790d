import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { actors, ids } from '../rls/fixtures'
import { signInPeople, type Signed } from './people'

/**
 * The sizes of a message's or an announcement's attachments (the computed field
 * attachment_sizes), asked through rest/v1 in the same read as the row, as each person would:
 * the row's readers learn each file's size in the order named, null for a file no longer
 * stored; people who may not read the row learn nothing.
 */
let as: Signed

beforeAll(async () => {
  ;({ as } = await signInPeople())
})

/** Uploads `bytes` bytes as the teacher into their own folder; returns the path. */
const upload = async (fileName: string, bytes: number) => {
  const name = `${actors.teacher.id}/${randomUUID()}/${fileName}`
  const { error } = await as.teacher.storage
    .from('message-files')
    .upload(name, new Blob(['x'.repeat(bytes)], { type: 'text/plain' }))
  expect(error).toBeNull()
  return name
}

type Sized = { attachments: string[]; attachment_sizes: (number | null)[] | null }

/** The attachments and their sizes a person reads on one row: none where they may not read it. */
const sizesOf = async (who: SupabaseClient, table: 'messages' | 'announcements', id: string) => {
  const { data, error } = await who.from(table).select('attachments, attachment_sizes').eq('id', id)
  return error ? [] : (data as Sized[])
}

describe('a message’s attachment sizes', () => {
  let message: string
  let files: string[]

  beforeAll(async () => {
    files = [await upload('permission-slip.txt', 20), await upload('timetable.txt', 1500)]
    const { data: thread, error } = await as.teacher.rpc('send_message', {
      p_subject: 'Excursion on Friday',
      p_body: 'The permission slip and the timetable.',
      p_audience: 'student_guardians',
      p_target: actors.student.id,
      p_attachments: files,
    })
    expect(error).toBeNull()
    const { data } = await as.teacher.from('messages').select('id').eq('thread_id', thread).single()
    message = data!.id
  })

  it.each(['teacher', 'parent'] as const)('%s, who reads it, learns each in order', async (who) => {
    expect(await sizesOf(as[who], 'messages', message)).toEqual([
      { attachments: files, attachment_sizes: [20, 1500] },
    ])
  })

  it.each(['otherGuardian', 'teacher2', 'principal', 'anon'] as const)(
    '%s, who does not read it, learns nothing',
    async (who) => {
      expect(await sizesOf(as[who], 'messages', message)).toEqual([])
    },
  )
})

describe('an announcement’s attachment sizes', () => {
  let id: string
  let kept: string
  let removed: string

  beforeAll(async () => {
    removed = await upload('old-packing-list.txt', 300)
    kept = await upload('packing-list.txt', 40)
    const { data, error } = await as.teacher
      .from('announcements')
      .insert({
        class_id: ids.class5A,
        title: 'Excursion',
        body: 'What to pack.',
        attachments: [removed, kept],
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    id = data!.id
    // An announcement's author may still remove a file it names (only a message's are kept).
    const gone = await as.teacher.storage.from('message-files').remove([removed])
    expect(gone.error).toBeNull()
  })

  it.each(['teacher', 'student', 'parent'] as const)(
    '%s, who reads it, learns the stored file’s size and null for the removed one',
    async (who) => {
      expect(await sizesOf(as[who], 'announcements', id)).toEqual([
        { attachments: [removed, kept], attachment_sizes: [null, 40] },
      ])
    },
  )

  it.each(['otherGuardian', 'teacher2', 'anon'] as const)(
    '%s, who does not read it, learns nothing',
    async (who) => {
      expect(await sizesOf(as[who], 'announcements', id)).toEqual([])
    },
  )
})

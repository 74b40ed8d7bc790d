import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { actors, ids } from '../rls/fixtures'
import { admin, aroundClass5A, notificationsAbout, signInPeople, type Signed } from './people'

/**
 * Messages as the database keeps them, asked through rest/v1 and storage/v1 as each person
 * would: who reads a thread (participant, guardian of a participant, guardian of the student it
 * is about, other guardians, other staff, the principal, another school, a visitor), who may
 * write to whom, replies that reach the sender only, read receipts only the reader writes, the
 * school's switch for staff–student messages, and attachments' storage rules.
 */
let as: Signed
let guardian5A: string
let otherGuardian: string
let demoSchool: string

async function send(who: SupabaseClient, args: Record<string, unknown>) {
  return who.rpc('send_message', {
    p_subject: 'Excursion on Friday',
    p_body: 'We leave at 9:00 from the school yard.',
    ...args,
  })
}

/** The thread ids a person reads, and the message bodies in one thread. */
async function threads(who: SupabaseClient) {
  const { data, error } = await who.from('message_threads').select('id')
  return error ? [] : data.map((t) => t.id as string)
}
async function bodies(who: SupabaseClient, thread: string) {
  const { data } = await who.from('messages').select('body').eq('thread_id', thread)
  return (data ?? []).map((m) => m.body as string)
}
/** Switches the school's staff–student messaging, as the service role unless someone is named. */
const setStudentMessaging = (on: boolean, who: SupabaseClient = admin()) =>
  who
    .from('schools')
    .update({ student_messaging: on })
    .eq('id', demoSchool)
    .select('student_messaging')
/** Marks one participant's copy of a thread read, as `who`; answers the rows it changed. */
const markRead = (who: SupabaseClient, thread: string, participant: string) =>
  who
    .from('message_participants')
    .update({ last_read_at: new Date().toISOString() })
    .eq('thread_id', thread)
    .eq('profile_id', participant)
    .select('profile_id')

beforeAll(async () => {
  ;({ as, demoSchool, guardian5A, otherGuardian } = await signInPeople())
})

afterAll(async () => {
  await setStudentMessaging(false)
})

describe('a teacher writes to all guardians of 5A', () => {
  let thread: string

  beforeAll(async () => {
    const { data, error } = await send(as.teacher, {
      p_audience: 'class_guardians',
      p_target: ids.class5A,
    })
    expect(error).toBeNull()
    thread = data as string
  })

  it.each(aroundClass5A(['teacher', 'parent', 'guardian5A']))(
    '%s reads it: %s (%s)',
    async (who, reads, _relationship) => {
      expect((await threads(as[who])).includes(thread)).toBe(reads)
      expect(await bodies(as[who], thread)).toEqual(
        reads ? ['We leave at 9:00 from the school yard.'] : [],
      )
    },
  )

  it('a guardian’s reply reaches the sender only', async () => {
    const { error } = await as.parent.rpc('reply_to_thread', {
      p_thread: thread,
      p_body: 'Aino will bring a packed lunch.',
    })
    expect(error).toBeNull()
    expect(await bodies(as.teacher, thread)).toContain('Aino will bring a packed lunch.')
    expect(await bodies(as.parent, thread)).toContain('Aino will bring a packed lunch.')
    expect(await bodies(as.guardian5A, thread)).not.toContain('Aino will bring a packed lunch.')
    // The sender's private answer goes to that guardian alone.
    const answer = await as.teacher.rpc('reply_to_thread', {
      p_thread: thread,
      p_body: 'Thank you!',
      p_private_to: actors.parent.id,
    })
    expect(answer.error).toBeNull()
    expect(await bodies(as.parent, thread)).toContain('Thank you!')
    expect(await bodies(as.guardian5A, thread)).not.toContain('Thank you!')
  })

  it('a read receipt is written by its reader only, and the sender sees it', async () => {
    const own = await markRead(as.guardian5A, thread, guardian5A)
    expect(own.error).toBeNull()
    expect(own.data).toHaveLength(1)
    // Marking someone else's as read changes nothing.
    const forged = await markRead(as.guardian5A, thread, actors.parent.id)
    expect(forged.data ?? []).toHaveLength(0)
    const sender = await as.teacher
      .from('message_participants')
      .select('profile_id, last_read_at')
      .eq('thread_id', thread)
    const read = new Map(sender.data!.map((p) => [p.profile_id, p.last_read_at]))
    expect(read.get(guardian5A)).not.toBeNull()
    // A recipient of a group notice sees the sender and themselves, not the other guardians.
    const seen = await as.guardian5A
      .from('message_participants')
      .select('profile_id')
      .eq('thread_id', thread)
    expect(seen.data!.map((p) => p.profile_id).sort()).toEqual(
      [guardian5A, actors.teacher.id].sort(),
    )
    // Nobody moves themselves into a thread or out of the sender's role.
    const sneak = await as.otherGuardian
      .from('message_participants')
      .insert({ thread_id: thread, profile_id: otherGuardian, school_id: demoSchool })
    expect(sneak.error?.code).toBe('42501')
    const sender2 = await as.parent
      .from('message_participants')
      .update({ is_sender: true })
      .eq('thread_id', thread)
      .eq('profile_id', actors.parent.id)
    expect(sender2.error?.code).toBe('42501')
  })

  it('nobody writes messages past the functions', async () => {
    const direct = await as.parent.from('messages').insert({
      thread_id: thread,
      school_id: demoSchool,
      sender_id: actors.parent.id,
      body: 'Forged',
    })
    expect(direct.error?.code).toBe('42501')
    const edit = await as.teacher
      .from('messages')
      .update({ body: 'Changed' })
      .eq('thread_id', thread)
    expect(edit.error?.code).toBe('42501')
    const outsider = await as.otherGuardian.rpc('reply_to_thread', {
      p_thread: thread,
      p_body: 'Let me in',
    })
    expect(outsider.error?.code).toBe('P0002')
  })
})

describe('who may write to whom', () => {
  it.each([
    ['parent', 'person', actors.teacher.id, true],
    ['parent', 'person', guardianOf('guardian5A'), false],
    ['parent', 'person', actors.student2.id, false],
    ['parent', 'class_guardians', ids.class5A, false],
    ['teacher', 'class_guardians', ids.class5B, false],
    ['teacher2', 'class_guardians', ids.class5A, false],
    ['principal', 'class_guardians', ids.class5A, true],
    ['teacher', 'subject_guardians', ids.math5A, true],
    ['teacher', 'staff', null, true],
    ['teacher', 'school', null, false],
    ['principal', 'school', null, true],
    ['otherPrincipal', 'person', actors.teacher.id, false],
    ['student', 'person', actors.student2.id, false],
  ] as const)('%s → %s %s: %s', async (who, audience, target, allowed) => {
    const resolved = typeof target === 'function' ? (target as () => string)() : target
    const { data, error } = await send(as[who], { p_audience: audience, p_target: resolved })
    if (allowed) {
      expect(error).toBeNull()
      expect(data).toEqual(expect.any(String))
    } else {
      expect(error?.code).toBe('42501')
    }
  })

  it('a visitor cannot send at all', async () => {
    const { error } = await send(as.anon, { p_audience: 'person', p_target: actors.teacher.id })
    expect(error).not.toBeNull()
  })

  it('bad input is refused with a reason and leaves no thread', async () => {
    const before = (await threads(as.teacher)).length
    const empty = await send(as.teacher, {
      p_audience: 'person',
      p_target: actors.parent.id,
      p_body: '   ',
    })
    expect(empty.error?.code).toBe('22023')
    expect(empty.error?.hint).toBe('body')
    const policy = await send(as.teacher, {
      p_audience: 'person',
      p_target: actors.parent.id,
      p_reply_policy: 'everyone',
    })
    expect(policy.error?.code).toBe('22023')
    const important = await send(as.parent, {
      p_audience: 'person',
      p_target: actors.teacher.id,
      p_important: true,
    })
    expect(important.error?.code).toBe('42501')
    expect((await threads(as.teacher)).length).toBe(before)
  })
})

function guardianOf(which: 'guardian5A') {
  return () => (which === 'guardian5A' ? guardian5A : otherGuardian)
}

describe('staff and students write to each other only while the school allows it', () => {
  it('is off by default, in both directions', async () => {
    const student = await send(as.student, { p_audience: 'person', p_target: actors.teacher.id })
    expect(student.error?.code).toBe('42501')
    const teacher = await send(as.teacher, { p_audience: 'person', p_target: actors.student.id })
    expect(teacher.error?.code).toBe('42501')
    const klass = await send(as.teacher, { p_audience: 'class_students', p_target: ids.class5A })
    expect(klass.error?.code).toBe('42501')
  })

  it('only the principal switches it', async () => {
    const teacher = await setStudentMessaging(true, as.teacher)
    expect(teacher.data ?? []).toHaveLength(0)
    const principal = await setStudentMessaging(true, as.principal)
    expect(principal.error).toBeNull()
    expect(principal.data).toEqual([{ student_messaging: true }])
  })

  it('when on: a student and a teacher write to each other; the student’s guardian does not read it', async () => {
    const { data: thread, error } = await send(as.student, {
      p_audience: 'person',
      p_target: actors.teacher.id,
      p_subject: 'Homework question',
    })
    expect(error).toBeNull()
    expect(await threads(as.teacher)).toContain(thread)
    expect(await threads(as.parent)).not.toContain(thread)
    const reply = await as.teacher.rpc('reply_to_thread', { p_thread: thread, p_body: 'Page 12.' })
    expect(reply.error).toBeNull()
    expect(await bodies(as.student, thread as string)).toContain('Page 12.')
    await setStudentMessaging(false)
  })
})

describe('a thread about a student', () => {
  it('the student’s guardians read it and may join by replying; others do not', async () => {
    const { data: thread, error } = await send(as.teacher, {
      p_audience: 'student_guardians',
      p_target: actors.student.id,
      p_subject: 'Aino’s reading',
      p_reply_policy: 'all',
    })
    expect(error).toBeNull()
    expect(await threads(as.parent)).toContain(thread)
    // Nobody else: not the student, other guardians, other staff, another school, a visitor.
    for (const who of [
      'guardian5A',
      'otherGuardian',
      'student',
      'teacher2',
      'principal',
      'otherPrincipal',
      'otherTeacher',
      'anon',
    ] as const)
      expect(await threads(as[who]), who).not.toContain(thread)
    const join = await as.parent.rpc('reply_to_thread', {
      p_thread: thread,
      p_body: 'She reads every evening.',
    })
    expect(join.error).toBeNull()
    expect(await bodies(as.teacher, thread as string)).toContain('She reads every evening.')
  })

  it('a notice takes no replies', async () => {
    const { data: thread } = await send(as.principal, {
      p_audience: 'school',
      p_target: null,
      p_subject: 'School closed on Monday',
      p_reply_policy: 'none',
      p_important: true,
    })
    const reply = await as.parent.rpc('reply_to_thread', { p_thread: thread, p_body: 'Why?' })
    expect(reply.error?.code).toBe('42501')
    expect(reply.error?.hint).toBe('no_replies')
    const { data: told } = await notificationsAbout(as.parent, 'message_received', {
      thread_id: thread,
    })
    expect(told).toHaveLength(1)
    expect(told![0].data).toMatchObject({ important: true })
  })
})

describe('attachments', () => {
  const file = (owner: string) => `${owner}/${randomUUID()}/permission-slip.txt`

  it('are uploaded into one’s own folder only, and read by the thread’s readers only', async () => {
    const name = file(actors.teacher.id)
    const upload = await as.teacher.storage
      .from('message-files')
      .upload(name, new Blob(['Signed by a guardian'], { type: 'text/plain' }))
    expect(upload.error).toBeNull()
    const foreign = await as.parent.storage
      .from('message-files')
      .upload(file(actors.teacher.id), new Blob(['x'], { type: 'text/plain' }))
    expect(foreign.error).not.toBeNull()

    const { data: thread, error } = await send(as.teacher, {
      p_audience: 'student_guardians',
      p_target: actors.student.id,
      p_attachments: [name],
    })
    expect(error).toBeNull()
    expect(thread).toEqual(expect.any(String))
    const parent = await as.parent.storage.from('message-files').download(name)
    expect(parent.error).toBeNull()
    expect(await parent.data!.text()).toBe('Signed by a guardian')
    for (const who of ['otherGuardian', 'teacher2', 'principal', 'anon'] as const) {
      const denied = await as[who].storage.from('message-files').download(name)
      expect(denied.error, who).not.toBeNull()
    }
  })

  it('a message cannot name someone else’s file', async () => {
    const name = file(actors.teacher2.id)
    await as.teacher2.storage
      .from('message-files')
      .upload(name, new Blob(['Not yours'], { type: 'text/plain' }))
    const { error } = await send(as.teacher, {
      p_audience: 'person',
      p_target: actors.parent.id,
      p_attachments: [name],
    })
    expect(error?.code).toBe('22023')
    expect(error?.hint).toBe('attachment_not_found')
  })
})

describe('the names the pages show (message_recipients, message_thread_people)', () => {
  type Named = { id: string; role: string; thread_id?: string }
  const namesIn = async (who: SupabaseClient, thread: string) => {
    const { data, error } = await who.rpc('message_thread_people', { p_threads: [thread] })
    return error ? null : ((data ?? []) as Named[]).map((p) => p.id)
  }
  let thread: string

  beforeAll(async () => {
    const { data } = await send(as.teacher, {
      p_audience: 'class_guardians',
      p_target: ids.class5A,
    })
    thread = data as string
    await as.parent.rpc('reply_to_thread', { p_thread: thread, p_body: 'Aino is ill today.' })
  })

  it('the sender learns the names of everyone in the thread, for the read receipts', async () => {
    const names = await namesIn(as.teacher, thread)
    expect(names).toEqual(expect.arrayContaining([actors.parent.id, guardian5A]))
  })

  it('a guardian learns the sender’s name, not the other guardians’', async () => {
    expect(await namesIn(as.parent, thread)).toEqual(
      expect.arrayContaining([actors.teacher.id, actors.parent.id]),
    )
    const other = await namesIn(as.guardian5A, thread)
    expect(other).toContain(actors.teacher.id)
    expect(other).not.toContain(actors.parent.id)
  })

  it('nobody outside the thread learns a name from it; a visitor may not ask', async () => {
    for (const who of ['otherGuardian', 'teacher2', 'principal', 'otherPrincipal'] as const)
      expect(await namesIn(as[who], thread), who).toEqual([])
    expect(await namesIn(as.anon, thread)).toBeNull()
  })

  it('the people one may write to: a guardian sees staff only; a student nobody while it is off', async () => {
    const list = async (who: SupabaseClient) => {
      const { data, error } = await who.rpc('message_recipients')
      expect(error).toBeNull()
      return (data ?? []) as Named[]
    }
    const forParent = await list(as.parent)
    expect(forParent.map((p) => p.id)).toContain(actors.teacher.id)
    expect(new Set(forParent.map((p) => p.role))).toEqual(new Set(['teacher', 'principal']))
    await setStudentMessaging(false)
    expect(await list(as.student)).toEqual([])
    const forTeacher = await list(as.teacher)
    expect(forTeacher.map((p) => p.id)).toContain(actors.parent.id)
    expect(forTeacher.map((p) => p.role)).not.toContain('student')
    expect((await list(as.otherPrincipal)).map((p) => p.id)).not.toContain(actors.teacher.id)
    const { error } = await as.anon.rpc('message_recipients')
    expect(error).not.toBeNull()
  })
})

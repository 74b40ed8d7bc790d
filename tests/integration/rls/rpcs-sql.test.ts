/**
 * The app's RPCs and the sensitive-data log, in SQL: bin, status toggle,
 * stats, enrolment links, read_sensitive_profile, personal due dates.
 */
import { describe, expect, it } from 'vitest'
import type { Queryable } from '@oppi/supabase-local/db'
import { actors, ids, SENSITIVE_FIELDS, SIGNED_IN_CAST, type ActorName } from './fixtures'
import { actAs, pgError, scratchDbForFile } from './sql-harness'

const db = scratchDbForFile()

const one = async <T>(q: Queryable, sql: string, params: unknown[] = []) =>
  (await q.query<{ r: T }>(sql, params)).rows[0]?.r
/** Calls an rpc as the actor and returns its result, or throws the Postgres error. */
const rpc = <T>(actor: ActorName, sql: string, params: unknown[] = []) =>
  db.as(actor, (q) => one<T>(q, sql, params))
const errorOf = async (actor: ActorName, sql: string, params: unknown[] = []) =>
  (await pgError(() => rpc(actor, sql, params)))?.message

/** The row and everything that hangs off a class, as the database holds it. */
const snapshotClass = (q: Queryable, classId: string) =>
  one<unknown>(
    q,
    `select jsonb_build_object(
       'class', (select to_jsonb(c) from public.classes c where c.id = $1),
       'subjects', (select jsonb_agg(to_jsonb(s) order by s.id) from public.subjects s where s.class_id = $1),
       'enrollments', (select jsonb_agg(to_jsonb(e) order by e.id) from public.student_enrollments e where e.class_id = $1),
       'assignments', (select jsonb_agg(to_jsonb(a) order by a.id) from public.assignments a
                        join public.subjects s on s.id = a.subject_id where s.class_id = $1),
       'submissions', (select jsonb_agg(to_jsonb(x) order by x.id) from public.assignment_submissions x
                        join public.assignments a on a.id = x.assignment_id
                        join public.subjects s on s.id = a.subject_id where s.class_id = $1),
       'quizzes', (select jsonb_agg(to_jsonb(x) order by x.id) from public.quiz_attempts x
                    join public.subjects s on s.id = x.subject_id where s.class_id = $1),
       'progress', (select jsonb_agg(to_jsonb(x) order by x.id) from public.student_progress_tracking x
                    join public.subjects s on s.id = x.subject_id where s.class_id = $1),
       'videos', (select jsonb_agg(jsonb_build_object('id', v.id, 'subject_id', v.subject_id) order by v.id)
                   from public.videos v join public.subjects s on s.id = v.subject_id where s.class_id = $1)) as r`,
    [classId],
  )

describe('soft_delete_item / restore_deleted_item', () => {
  it('refuses a spoofed deleter_id', async () => {
    expect(
      await errorOf('teacher', `select public.soft_delete_item('classes', $1, $2) as r`, [
        ids.class5A,
        actors.principal.id,
      ]),
    ).toBe('deleter_id must be the signed-in user')
  })

  it('refuses a table that is not deletable', async () => {
    expect(
      await errorOf('principal', `select public.soft_delete_item('profiles', $1, $2) as r`, [
        actors.student.id,
        actors.principal.id,
      ]),
    ).toBe('Invalid table name')
  })

  it.each([
    ['teacher', 'classes', ids.class5B, 'another teacher’s class'],
    ['teacher', 'videos', ids.schoolVideo, 'the principal’s video'],
    ['student', 'assignments', ids.math5AWeek1, 'a student'],
    ['otherPrincipal', 'classes', ids.class5A, 'another school'],
    ['pendingTeacher', 'classes', ids.class5A, 'an inactive teacher'],
  ] as const)('%s may not delete %s %s (%s)', async (actor, table, id, _why) => {
    expect(
      await errorOf(actor, `select public.soft_delete_item($1, $2, $3) as r`, [
        table,
        id,
        actors[actor].id,
      ]),
    ).toBe('Item not found or you may not delete it')
  })

  it('restore gives back the identical class with all its dependants', async () => {
    const out = await db.as(null, async (q) => {
      const before = await snapshotClass(q, ids.class5A)
      await actAs(q, 'teacher')
      const binId = await one<string>(q, `select public.soft_delete_item('classes', $1, $2) as r`, [
        ids.class5A,
        actors.teacher.id,
      ])
      await q.query(`select set_config('role', 'postgres', true)`)
      const gone = await snapshotClass(q, ids.class5A)
      const bin = (
        await q.query(
          'select table_name, item_label, deleted_by from public.deleted_items where id = $1',
          [binId],
        )
      ).rows[0]
      await actAs(q, 'teacher')
      const restored = await one<unknown>(q, 'select public.restore_deleted_item($1) as r', [binId])
      await q.query(`select set_config('role', 'postgres', true)`)
      const after = await snapshotClass(q, ids.class5A)
      const binLeft = (await q.query('select 1 from public.deleted_items where id = $1', [binId]))
        .rows.length
      return { before, gone, bin, restored, after, binLeft }
    })
    expect(out.bin).toEqual({
      table_name: 'classes',
      item_label: '5A',
      deleted_by: actors.teacher.id,
    })
    expect((out.gone as { class: unknown }).class).toBeNull()
    expect(out.restored).toEqual({ table_name: 'classes', item_id: ids.class5A })
    expect(out.after).toEqual(out.before)
    expect((out.before as { submissions: unknown[] }).submissions.length).toBeGreaterThan(100)
    expect(out.binLeft).toBe(0)
  })

  it('restores an assignment with its submissions, identical', async () => {
    const out = await db.as(null, async (q) => {
      const snap = () =>
        one<unknown>(
          q,
          `select jsonb_build_object('a', (select to_jsonb(a) from public.assignments a where a.id = $1),
             's', (select jsonb_agg(to_jsonb(s) order by s.id) from public.assignment_submissions s where s.assignment_id = $1)) as r`,
          [ids.math5AWeek1],
        )
      const before = await snap()
      await actAs(q, 'principal')
      const binId = await one<string>(
        q,
        `select public.soft_delete_item('assignments', $1, $2) as r`,
        [ids.math5AWeek1, actors.principal.id],
      )
      await one(q, 'select public.restore_deleted_item($1) as r', [binId])
      return { before, after: await snap() }
    })
    expect(out.after).toEqual(out.before)
  })

  it('a teacher sees and restores only what they deleted; the principal sees the whole school’s bin', async () => {
    const out = await db.as(null, async (q) => {
      await actAs(q, 'teacher')
      const mine = (
        await q.query<{ deleted_by: string }>('select deleted_by from public.deleted_items')
      ).rows
      await actAs(q, 'principal')
      const all = (
        await q.query<{ id: string; deleted_by: string }>(
          'select id, deleted_by from public.deleted_items',
        )
      ).rows
      return { mine, all }
    })
    expect(out.mine.length).toBe(2)
    expect(out.mine.every((r) => r.deleted_by === actors.teacher.id)).toBe(true)
    expect(out.all.length).toBe(3)
    const principalsItem = out.all.find((r) => r.deleted_by === actors.principal.id)!.id
    expect(
      await errorOf('teacher', 'select public.restore_deleted_item($1) as r', [principalsItem]),
    ).toBe('Bin item not found or you may not restore it')
    expect(
      await errorOf('otherPrincipal', 'select public.restore_deleted_item($1) as r', [
        principalsItem,
      ]),
    ).toBe('Bin item not found or you may not restore it')
    // The principal restores the binned class (deleted by the principal, with its subject).
    const restored = await db.as('principal', async (q) => {
      await one(q, 'select public.restore_deleted_item($1) as r', [principalsItem])
      return (
        await q.query('select id from public.subjects where class_id = $1', [ids.binnedClass])
      ).rows.length
    })
    expect(restored).toBe(1)
  })

  it('only a principal deletes forever', async () => {
    const items = await db.as(
      'teacher',
      async (q) => (await q.query<{ id: string }>('select id from public.deleted_items')).rows,
    )
    expect(
      await errorOf('teacher', 'select public.purge_deleted_item($1) as r', [items[0].id]),
    ).toMatch(/only a principal/)
    const left = await db.as('principal', async (q) => {
      await q.query('select public.purge_deleted_item($1)', [items[0].id])
      return (await q.query('select id from public.deleted_items where id = $1', [items[0].id]))
        .rows.length
    })
    expect(left).toBe(0)
  })

  it('purge_expired_bin_items removes what is older than the school’s retention, nothing else', async () => {
    const out = await db.as(null, async (q) => {
      const purged = (
        await one<{ purged: number }>(q, 'select public.purge_expired_bin_items() as r')
      )?.purged
      const left = (await q.query<{ n: string }>('select count(*) as n from public.deleted_items'))
        .rows[0].n
      await q.query('update public.schools set bin_retention_days = 5 where id = $1', [
        db.refs.demoSchool,
      ])
      await actAs(q, 'principal')
      const purgedByPrincipal = (
        await one<{ purged: number }>(q, 'select public.purge_expired_bin_items() as r')
      )?.purged
      return { purged, left: Number(left), purgedByPrincipal }
    })
    expect(out).toEqual({ purged: 1, left: 2, purgedByPrincipal: 1 })
    expect(await errorOf('teacher', 'select public.purge_expired_bin_items() as r')).toBe(
      'Only a principal may purge the bin',
    )
  })

  it('purge_expired_bin_items names the files the expired items held, for the app to remove', async () => {
    const out = await db.as(null, async (q) => {
      await actAs(q, 'principal')
      await q.query(`select public.soft_delete_item('assignments', $1, $2)`, [
        ids.math5AWeek1,
        actors.principal.id,
      ])
      await q.query('select public.remove_member($1)', [actors.student2.id])
      await q.query('reset role')
      await q.query(
        `update public.deleted_items set deleted_at = now() - interval '40 days' where item_id = any ($1)`,
        [[ids.math5AWeek1, actors.student2.id]],
      )
      const files = [
        ['assignment-files', `${ids.math5AWeek1}/sheet.pdf`],
        ['submission-files', `${ids.math5AWeek1}/${actors.student.id}/work.pdf`],
        ['avatars', `${actors.student2.id}/avatar-1.png`],
        ['submission-files', `${ids.math5AJournal}/${actors.student2.id}/journal.pdf`],
        ['assignment-files', `${ids.math5AJournal}/kept.pdf`],
      ]
      for (const [bucket, name] of files)
        await q.query('insert into storage.objects (bucket_id, name) values ($1, $2)', [
          bucket,
          name,
        ])
      await actAs(q, 'principal')
      const result = await one<{ purged: number; files: { bucket_id: string; name: string }[] }>(
        q,
        'select public.purge_expired_bin_items() as r',
      )
      await q.query('reset role')
      const account = await one<number>(
        q,
        'select count(*)::int as r from auth.users where id = $1',
        [actors.student2.id],
      )
      return {
        ...result!,
        files: result!.files.map((f) => `${f.bucket_id}/${f.name}`).sort(),
        account,
      }
    })
    expect(out).toEqual({
      purged: 3,
      files: [
        `assignment-files/${ids.math5AWeek1}/sheet.pdf`,
        `avatars/${actors.student2.id}/avatar-1.png`,
        `submission-files/${ids.math5AWeek1}/${actors.student.id}/work.pdf`,
        `submission-files/${ids.math5AJournal}/${actors.student2.id}/journal.pdf`,
      ],
      account: 0,
    })
  })
})

describe('toggle_item_status', () => {
  it.each(['videos', 'schools', 'profile_sensitive', 'deleted_items', 'x; drop table profiles'])(
    'refuses %j with Invalid table name',
    async (table) => {
      expect(
        await errorOf('principal', 'select public.toggle_item_status($1, $2) as r', [
          table,
          ids.class5A,
        ]),
      ).toBe('Invalid table name')
    },
  )

  it.each([
    ['teacher', 'classes', ids.class5A, false],
    ['teacher', 'subjects', ids.math5A, false],
    ['teacher', 'assignments', ids.draft5A, true],
    ['principal', 'classes', ids.class5B, false],
    ['principal', 'profiles', actors.student.id, false],
  ] as const)('%s toggles %s %s to %s', async (actor, table, id, expected) => {
    expect(await rpc(actor, 'select public.toggle_item_status($1, $2) as r', [table, id])).toBe(
      expected,
    )
  })

  it.each([
    ['teacher', 'classes', ids.class5B],
    ['teacher', 'profiles', actors.student.id],
    ['student', 'assignments', ids.math5AWeek1],
    ['principal', 'profiles', actors.principal.id],
    ['otherPrincipal', 'classes', ids.class5A],
  ] as const)('%s may not toggle %s %s', async (actor, table, id) => {
    expect(await errorOf(actor, 'select public.toggle_item_status($1, $2) as r', [table, id])).toBe(
      'Item not found or you may not change it',
    )
  })
})

describe('stats', () => {
  it.each([
    [
      'principal',
      'principal_stats',
      {
        teachers: 6,
        pending_teachers: 1,
        pending_students: 0,
        pending_parents: 0,
        classes: 12,
        active_classes: 12,
        students: 240,
        subjects: 30,
      },
    ],
    [
      'teacher',
      'teacher_stats',
      {
        classes: 2,
        students: 40,
        subjects: 6,
        assignments: 26,
        active_assignments: 25,
        active_classes: 2,
      },
    ],
  ] as const)('%s: %s counts their own', async (actor, fn, counts) => {
    expect(await rpc(actor, `select public.${fn}() as r`)).toEqual(counts)
  })

  it('principal_stats(with_classes) names the school’s classes, and only them', async () => {
    const r = (await rpc('principal', 'select public.principal_stats(true) as r')) as {
      classes: number
      class_options: { id: string; name: string }[]
    }
    expect(r.class_options).toHaveLength(12)
    expect(r.class_options.length).toBe(r.classes)
    expect(r.class_options.every((c) => typeof c.name === 'string' && c.name.length > 0)).toBe(true)
    const other = (await rpc('otherPrincipal', 'select public.principal_stats(true) as r')) as {
      class_options: { id: string }[]
    }
    expect(other.class_options.some((c) => r.class_options.some((o) => o.id === c.id))).toBe(false)
  })

  it('student_stats counts the student’s own', async () => {
    const s = await rpc<Record<string, number>>('student', 'select public.student_stats() as r')
    expect(s).toMatchObject({ enrolled_classes: 1 })
    expect(s.submissions).toBeGreaterThanOrEqual(3)
    expect(Object.keys(s).sort()).toEqual(
      [
        'average_assignment_percent',
        'average_score',
        'enrolled_classes',
        'quizzes',
        'submissions',
      ].sort(),
    )
  })

  it.each([
    ['teacher', 'principal_stats', 'Only an active principal has principal stats'],
    ['student', 'teacher_stats', 'Only an active teacher has teacher stats'],
    ['parent', 'student_stats', 'Only an active student has student stats'],
    ['pendingTeacher', 'teacher_stats', 'Only an active teacher has teacher stats'],
  ] as const)('%s calling %s is refused', async (actor, fn, message) => {
    expect(await errorOf(actor, `select public.${fn}() as r`)).toBe(message)
  })
})

describe('enrolment links', () => {
  it('shows anon only the two names, and only for an open link', async () => {
    expect(
      await rpc('anon', 'select public.get_enrollment_subject($1) as r', [ids.math5A]),
    ).toEqual({
      valid: true,
      reason: null,
      subject_name: 'Matematiikka 5A',
      class_name: '5A',
    })
    expect(
      await rpc('anon', 'select public.get_enrollment_subject($1) as r', [ids.english6A]),
    ).toEqual({
      valid: false,
      reason: 'revoked',
      subject_name: null,
      class_name: null,
    })
    expect(
      await rpc('anon', 'select public.get_enrollment_subject($1) as r', [actors.student.id]),
    ).toMatchObject({
      valid: false,
      reason: 'not_found',
    })
  })

  it('enrols a student in the subject’s class, then says already enrolled', async () => {
    const [first, second, visible] = await db.as('student2', async (q) => [
      await one(q, 'select public.enroll_in_subject($1) as r', [ids.math5A]),
      await one(q, 'select public.enroll_in_subject($1) as r', [ids.english5A]),
      (await q.query('select id from public.subjects where class_id = $1', [ids.class5A])).rows
        .length,
    ])
    expect(first).toEqual({
      status: 'enrolled',
      subject_name: 'Matematiikka 5A',
      class_name: '5A',
      class_id: ids.class5A,
    })
    expect(second).toMatchObject({ status: 'already_enrolled', class_name: '5A' })
    expect(visible).toBe(3)
  })

  it.each([
    ['student2', ids.english6A, 'This enrollment link has been revoked'],
    ['student2', actors.student.id, 'Subject not found or invalid link'],
    ['teacher', ids.math5A, 'Only students can enroll in subjects'],
    ['parent', ids.math5A, 'Only students can enroll in subjects'],
    ['otherStudent', ids.math5A, 'This subject belongs to another school'],
  ] as const)('%s enrolling via %s: %s', async (actor, subject, message) => {
    expect(await errorOf(actor, 'select public.enroll_in_subject($1) as r', [subject])).toBe(
      message,
    )
  })

  it('refuses an expired link, and regenerating (new expiry) opens it again', async () => {
    const out = await db.as(null, async (q) => {
      await actAs(q, 'teacher')
      await q.query(
        `update public.subjects set enrollment_expires_at = now() - interval '1 minute' where id = $1`,
        [ids.english5A],
      )
      await actAs(q, 'student2')
      const expired = await pgError(() =>
        q.query('select public.enroll_in_subject($1)', [ids.english5A]),
      )
      return expired?.message
    })
    expect(out).toBe('This enrollment link has expired')
    const reopened = await db.as(null, async (q) => {
      await actAs(q, 'teacher')
      await q.query(
        `update public.subjects set enrollment_enabled = true, enrollment_expires_at = now() + interval '7 days' where id = $1`,
        [ids.english6A],
      )
      await actAs(q, 'student2')
      return one<{ status: string }>(q, 'select public.enroll_in_subject($1) as r', [ids.english6A])
    })
    expect(reopened).toMatchObject({ status: 'enrolled' })
  })
})

describe('read_sensitive_profile and its log', () => {
  const readAll = 'select public.read_sensitive_profile($1) as r'

  it('gives the principal every field, and logs one row per field with who, whose and when', async () => {
    const out = await db.as('principal', async (q) => {
      const data = await one<Record<string, unknown>>(q, readAll, [actors.student.id])
      const log = (
        await q.query<Record<string, unknown>>(
          `select profile_id, accessed_by, accessed_by_name, accessed_by_role, field, accessed_at is not null as has_time
         from public.sensitive_access_log where profile_id = $1 order by field`,
          [actors.student.id],
        )
      ).rows
      return { data, log }
    })
    expect(out.data.medical_information).toMatchObject({ allergies: ['peanuts'] })
    expect(Object.keys(out.data).sort()).toEqual([...SENSITIVE_FIELDS, 'profile_id'].sort())
    expect(out.log.map((r) => r.field)).toEqual([...SENSITIVE_FIELDS].sort())
    expect(out.log[0]).toEqual({
      profile_id: actors.student.id,
      accessed_by: actors.principal.id,
      accessed_by_name: 'Päivi Virtanen',
      accessed_by_role: 'principal',
      field: out.log[0].field,
      has_time: true,
    })
  })

  it('a linked parent reads the fields they ask for, each logged', async () => {
    const out = await db.as('parent', async (q) => {
      const data = await one<Record<string, unknown>>(
        q,
        'select public.read_sensitive_profile($1, $2) as r',
        [ids.sibling, ['notes', 'medical_information']],
      )
      const log = (
        await q.query<{ field: string }>(
          'select field from public.sensitive_access_log where profile_id = $1 order by 1',
          [ids.sibling],
        )
      ).rows
      return { keys: Object.keys(data).sort(), log: log.map((r) => r.field) }
    })
    expect(out.keys).toEqual(['medical_information', 'notes', 'profile_id'])
    expect(out.log).toEqual(['medical_information', 'notes'])
  })

  it('the owner reads without leaving a log row', async () => {
    const n = await db.as('student', async (q) => {
      await q.query(readAll, [actors.student.id])
      return (await q.query('select 1 from public.sensitive_access_log')).rows.length
    })
    expect(n).toBe(0)
  })

  it.each(['teacher', 'student2', 'otherPrincipal', 'pendingTeacher'] as const)(
    '%s is refused',
    async (actor) => {
      expect(await errorOf(actor, readAll, [actors.student.id])).toBe(
        'Not allowed to read this profile',
      )
    },
  )

  it('a parent is refused for a student who is not theirs', async () => {
    expect(await errorOf('parent', readAll, [actors.student2.id])).toBe(
      'Not allowed to read this profile',
    )
  })

  it('refuses unknown field names', async () => {
    expect(
      await errorOf('principal', 'select public.read_sensitive_profile($1, $2) as r', [
        actors.student.id,
        ['password'],
      ]),
    ).toBe('Unknown sensitive field: password')
  })

  it('the log is readable by the student, their parent and the principal — nobody else', async () => {
    const seen = await db.as(null, async (q) => {
      await actAs(q, 'principal')
      await q.query(readAll, [actors.student.id])
      const counts: Record<string, number> = {}
      for (const actor of [
        'student',
        'parent',
        'principal',
        'teacher',
        'student2',
        'otherPrincipal',
      ] as const) {
        await actAs(q, actor)
        counts[actor] = (
          await q.query('select id from public.sensitive_access_log where profile_id = $1', [
            actors.student.id,
          ])
        ).rows.length
      }
      return counts
    })
    expect(seen).toEqual({
      student: 13,
      parent: 13,
      principal: 13,
      teacher: 0,
      student2: 0,
      otherPrincipal: 0,
    })
  })

  it('GET-style read-only transactions cannot be used to read without logging', async () => {
    const err = await pgError(() =>
      db.as('principal', async (q) => {
        await q.query('set transaction read only')
        return q.query(readAll, [actors.student.id])
      }),
    )
    expect(err?.code).toBe('25006')
  })
})

describe('the roles requests run as', () => {
  // The REST API applies a role's own settings to every request run as the role (its
  // impersonated role settings).
  it('run without JIT compilation', async () => {
    const roles = await db.as(null, (q) =>
      q.query<{ rolname: string; rolconfig: string[] | null }>(
        `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
      ),
    )
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role'])
    for (const r of roles.rows) expect(r.rolconfig, r.rolname).toContain('jit=off')
  })
})

describe('personal due dates', () => {
  it('extends the due date for extended_time students by the school factor, at least one day', async () => {
    const out = await db.as(
      'teacher',
      async (q) =>
        (
          await q.query<{ aino: string; oliver: string; due: string; created: string }>(
            `select public.personal_due_at(a.id, $2)::text as aino, public.personal_due_at(a.id, $3)::text as oliver,
                a.due_at::text as due, a.created_at::text as created
         from public.assignments a where a.id = $1`,
            [ids.math5AWeek1, actors.student.id, actors.student2.id],
          )
        ).rows[0],
    )
    const created = Date.parse(out.created)
    const due = Date.parse(out.due)
    const expected = created + Math.max((due - created) * 1.5, due - created + 86_400_000)
    expect(Date.parse(out.aino)).toBe(expected)
    expect(out.oliver).toBe(out.due)
  })

  it('tells whether a student has extended time only to callers who may see the student', async () => {
    const callers: readonly ActorName[] = SIGNED_IN_CAST
    const answers = async (studentId: string) => {
      const out: Record<string, boolean | undefined> = {}
      for (const caller of callers)
        out[caller] = await rpc<boolean>(caller, 'select private.has_extended_time($1) as r', [
          studentId,
        ])
      return out
    }
    // Aino has extended time: her principal, teacher, parent and she herself may know it.
    expect(await answers(actors.student.id)).toEqual({
      principal: true,
      teacher: true,
      teacher2: false,
      student: true,
      student2: false,
      parent: true,
      otherPrincipal: false,
      otherTeacher: false,
    })
    // Oliver has none, whoever asks.
    expect(Object.values(await answers(actors.student2.id)).every((a) => a === false)).toBe(true)
  })

  it('lateness is measured against the personal due date', async () => {
    const late = await db.as(null, async (q) => {
      // Aino hands in one day after the class due date: late for others, on time for her.
      await q.query(
        `update public.assignment_submissions s set submitted_at = a.due_at + interval '1 day'
         from public.assignments a where a.id = s.assignment_id and s.assignment_id = $1 and s.student_id = $2`,
        [ids.math5AWeek1, actors.student.id],
      )
      await actAs(q, 'student')
      return one<boolean>(
        q,
        'select is_late as r from public.submission_timeliness where assignment_id = $1',
        [ids.math5AWeek1],
      )
    })
    expect(late).toBe(false)
  })
})

describe('late_submissions()', () => {
  // The same rule as submission_timeliness (personal_due_at per row), for every kind of caller.
  it.each<ActorName>(SIGNED_IN_CAST)(
    'returns exactly the late rows of submission_timeliness for %s',
    async (actor) => {
      const out = await db.as(actor, async (q) => ({
        fn: (
          await q.query<{ id: string }>('select id from public.late_submissions() order by id')
        ).rows.map((r) => r.id),
        view: (
          await q.query<{ id: string }>(
            'select submission_id as id from public.submission_timeliness where is_late order by submission_id',
          )
        ).rows.map((r) => r.id),
      }))
      expect(out.fn).toEqual(out.view)
    },
  )

  it('a student with late work sees only their own late row', async () => {
    const classmate = await db.as(null, (q) =>
      one<string>(q, 'select student_id as r from public.assignment_submissions where id = $1', [
        ids.fractionsClassmateLate,
      ]),
    )
    const rows = await db.as(
      'student',
      async (q) =>
        (
          await q.query<{ id: string; student_id: string }>(
            'select id, student_id from public.late_submissions()',
          )
        ).rows,
      { sub: classmate },
    )
    expect(rows.map((r) => r.id)).toContain(ids.fractionsClassmateLate)
    expect(new Set(rows.map((r) => r.student_id))).toEqual(new Set([classmate]))
  })
})

describe('account_security', () => {
  const addFactor = (q: Queryable, userId: string, status: string) =>
    q.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'test', 'totp', $2, now(), now(), 'secret') returning id`,
      [userId, status],
    )

  it('follows auth.mfa_factors through the trigger, and only the owner reads it', async () => {
    const seen = await db.as(null, async (q) => {
      const factor = (await addFactor(q, actors.student.id, 'verified')).rows[0] as { id: string }
      const read = async (actor: ActorName) => {
        await actAs(q, actor)
        const { rows } = await q.query<{ profile_id: string; has_verified_factor: boolean }>(
          'select profile_id, has_verified_factor from public.account_security',
        )
        await q.query('reset role')
        return rows
      }
      const owner = await read('student')
      const others = {
        principal: await read('principal'),
        teacher: await read('teacher'),
        parent: await read('parent'),
      }
      await q.query(`update auth.mfa_factors set status = 'unverified' where id = $1`, [factor.id])
      const afterUnverify = await one<boolean>(
        q,
        'select has_verified_factor as r from public.account_security where profile_id = $1',
        [actors.student.id],
      )
      await q.query(`update auth.mfa_factors set status = 'verified' where id = $1`, [factor.id])
      await q.query('delete from auth.mfa_factors where id = $1', [factor.id])
      const afterDelete = await one<boolean>(
        q,
        'select has_verified_factor as r from public.account_security where profile_id = $1',
        [actors.student.id],
      )
      return { owner, others, afterUnverify, afterDelete }
    })
    expect(seen.owner).toEqual([{ profile_id: actors.student.id, has_verified_factor: true }])
    expect(seen.others).toEqual({ principal: [], teacher: [], parent: [] })
    expect(seen.afterUnverify).toBe(false)
    expect(seen.afterDelete).toBe(false)
  })
})

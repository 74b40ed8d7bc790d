/**
 * The account rules, in SQL: the sign-up trigger, parent linking by proven e-mail,
 * activation, and the access-token hook. Sign-ups insert into auth.users as
 * supabase_auth_admin, as the auth server does.
 */
import { describe, expect, it } from 'vitest'
import type { Queryable } from '@oppi/supabase-local/db'
import { actors, ids } from './fixtures'
import { actAs, pgError, scratchDbForFile } from './sql-harness'

const db = scratchDbForFile()

async function signUp(
  q: Queryable,
  email: string,
  meta: Record<string, unknown>,
  confirmed = true,
): Promise<string> {
  await q.query(`select set_config('role', 'supabase_auth_admin', true)`)
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, '',
       case when $3 then now() end, '{"provider":"email","providers":["email"]}', $2, now(), now())
     returning id`,
    [email, JSON.stringify(meta), confirmed],
  )
  await q.query(`select set_config('role', 'postgres', true)`)
  return rows[0].id
}

const profileOf = async (q: Queryable, id: string) =>
  (
    await q.query<{ role: string; school_name: string; is_active: boolean; email: string }>(
      'select role, school_name, is_active, email from public.profiles where id = $1',
      [id],
    )
  ).rows[0]

/** Signs a user up (rolled back afterwards) and returns the profile the trigger made. */
const signedUpProfile = (email: string, meta: Record<string, unknown>) =>
  db.as(null, async (q) => profileOf(q, await signUp(q, email, meta)))

const linkedChildren = async (q: Queryable, parentId: string) =>
  (
    await q.query<{ student_id: string }>(
      'select student_id from public.guardian_links where parent_id = $1 order by 1',
      [parentId],
    )
  ).rows.map((r) => r.student_id)

describe('sign-up', () => {
  it('a principal with a new school name creates the school and an active principal profile', async () => {
    const p = await signedUpProfile('new.principal@x.test', {
      first_name: 'Anna',
      last_name: 'Aalto',
      role: 'principal',
      school_name: 'Brand New School',
    })
    expect(p).toEqual({
      role: 'principal',
      school_name: 'Brand New School',
      is_active: true,
      email: 'new.principal@x.test',
    })
  })

  it.each([['Oppi Demo School'], ['  oppi demo SCHOOL ']])(
    'a principal cannot claim the existing school %j',
    async (name) => {
      const err = await pgError(() =>
        db.as(null, (q) =>
          signUp(q, 'claimer@x.test', {
            first_name: 'E',
            last_name: 'Vil',
            role: 'principal',
            school_name: name,
          }),
        ),
      )
      expect(err?.message).toBe('School already exists: ask its principal to invite you')
    },
  )

  it.each([
    {
      who: 'a teacher joins an existing school inactive',
      email: 't@x.test',
      meta: { role: 'teacher', school_name: 'Oppi Demo School' },
      profile: { role: 'teacher', school_name: 'Oppi Demo School', is_active: false },
    },
    {
      who: 'a student who only names the school waits for its principal',
      email: 's@x.test',
      meta: { role: 'student', school_name: 'Other Test School' },
      profile: { role: 'student', school_name: 'Other Test School', is_active: false },
    },
    {
      who: 'a student signing up through an enrolment link joins that subject’s school',
      email: 'link@x.test',
      meta: { role: 'student', enroll_subject_id: ids.math5A },
      profile: { role: 'student', school_name: 'Oppi Demo School', is_active: true },
    },
  ])('$who', async ({ email, meta, profile }) => {
    const initial = email[0].toUpperCase()
    const p = await signedUpProfile(email, { first_name: initial, last_name: initial, ...meta })
    expect(p).toMatchObject(profile)
  })

  it.each([
    [{ role: 'teacher', school_name: 'Nowhere High' }, 'Unknown school: Nowhere High'],
    [{ role: 'admin', school_name: 'Oppi Demo School' }, 'Unknown role: admin'],
    [
      { school_name: 'Oppi Demo School' },
      'Role is required: principal, teacher, student or parent',
    ],
    [{ role: 'student' }, 'School name is required'],
    [
      { role: 'student', enroll_subject_id: ids.english6A },
      'The enrollment link is invalid or expired.',
    ],
  ])('refuses %j with a clear message', async (meta, message) => {
    const err = await pgError(() =>
      db.as(null, (q) => signUp(q, 'bad@x.test', { first_name: 'B', last_name: 'B', ...meta })),
    )
    expect(err?.message).toBe(message)
  })

  it('the before-user-created hook gives the same answers as a 400', async () => {
    const out = await db.as(null, async (q) => {
      await q.query(`select set_config('role', 'supabase_auth_admin', true)`)
      const hook = (meta: object) =>
        q
          .query<{ r: unknown }>('select public.before_user_created_hook($1) as r', [
            JSON.stringify({
              metadata: { name: 'before-user-created' },
              user: { email: 'x@x.test', user_metadata: meta },
            }),
          ])
          .then((r) => r.rows[0].r)
      return [
        await hook({ role: 'principal', school_name: 'Oppi Demo School' }),
        await hook({ role: 'teacher', school_name: 'Oppi Demo School' }),
      ]
    })
    expect(out[0]).toEqual({
      error: { http_code: 400, message: 'School already exists: ask its principal to invite you' },
    })
    expect(out[1]).toEqual({})
  })

  it('keeps profiles.email in step with the auth e-mail', async () => {
    const email = await db.as(null, async (q) => {
      await q.query(`update auth.users set email = 'aino.new@demo.oppi.test' where id = $1`, [
        actors.student.id,
      ])
      return (await profileOf(q, actors.student.id)).email
    })
    expect(email).toBe('aino.new@demo.oppi.test')
  })
})

describe('parent linking by proven e-mail', () => {
  it('links a confirmed parent to every student of the school naming that e-mail, and no one else', async () => {
    const result = await db.as(null, async (q) => {
      const parent = await signUp(q, 'nobodys.parent@demo.oppi.test', {
        first_name: 'Pia',
        last_name: 'P',
        role: 'parent',
        school_name: 'Oppi Demo School',
      })
      return linkedChildren(q, parent)
    })
    expect(result).toEqual([])

    const seeded = await db.as(null, (q) => linkedChildren(q, actors.parent.id))
    expect(seeded).toEqual([actors.student.id, ids.sibling].sort())
    // student@other names parent@demo too, but lives in another school: not linked.
    expect(seeded).not.toContain(actors.otherStudent.id)
  })

  it('a parent is linked only once a session opened by a mailed link proves the address', async () => {
    const out = await db.as(null, async (q) => {
      await q.query(
        `update public.profile_sensitive set guardian_email = 'late.parent@x.test' where profile_id = $1`,
        [actors.student2.id],
      )
      const parent = await signUp(
        q,
        'late.parent@x.test',
        { first_name: 'L', last_name: 'P', role: 'parent', school_name: 'Oppi Demo School' },
        false,
      )
      const before = await linkedChildren(q, parent)
      // Confirmed by the auth server (as at sign-up with confirmations off): not a proof.
      await q.query('update auth.users set email_confirmed_at = now() where id = $1', [parent])
      const confirmed = await linkedChildren(q, parent)
      const now = Math.floor(Date.now() / 1000)
      const prove = async (amr: string) => {
        await q.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [
            JSON.stringify({
              sub: parent,
              role: 'authenticated',
              email: 'late.parent@x.test',
              amr: [{ method: amr, timestamp: now }],
            }),
          ],
        )
        const { rows } = await q.query<{ proven: boolean }>('select public.prove_email() as proven')
        await q.query(`select set_config('role', 'postgres', true)`)
        return rows[0].proven
      }
      const byPassword = await prove('password')
      const afterPassword = await linkedChildren(q, parent)
      const byLink = await prove('otp')
      return {
        before,
        confirmed,
        byPassword,
        afterPassword,
        byLink,
        after: await linkedChildren(q, parent),
      }
    })
    expect(out).toEqual({
      before: [],
      confirmed: [],
      byPassword: false,
      afterPassword: [],
      byLink: true,
      after: [actors.student2.id],
    })
  })

  it('follows later changes of a student’s parent_email (add and remove), and the parent then sees the child', async () => {
    const out = await db.as(null, async (q) => {
      await actAs(q, 'student2')
      await q.query(
        `update public.profile_sensitive set parent_email = 'PARENT@demo.oppi.test' where profile_id = $1`,
        [actors.student2.id],
      )
      await q.query(`select set_config('role', 'postgres', true)`)
      const added = await linkedChildren(q, actors.parent.id)
      await actAs(q, 'parent')
      const visible = (
        await q.query('select id from public.profiles where id = $1', [actors.student2.id])
      ).rows.length
      await actAs(q, 'student2')
      await q.query(
        `update public.profile_sensitive set parent_email = null where profile_id = $1`,
        [actors.student2.id],
      )
      await q.query(`select set_config('role', 'postgres', true)`)
      return { added, visible, removed: await linkedChildren(q, actors.parent.id) }
    })
    expect(out.added).toContain(actors.student2.id)
    expect(out.visible).toBe(1)
    expect(out.removed).not.toContain(actors.student2.id)
  })

  it('keeps a principal’s manual link when the e-mails change', async () => {
    const links = await db.as(null, async (q) => {
      await q.query(
        `insert into public.guardian_links (school_id, parent_id, student_id, source) values ($1, $2, $3, 'manual')`,
        [db.refs.demoSchool, actors.parent.id, actors.student2.id],
      )
      await q.query(
        `update public.profile_sensitive set guardian_email = 'x@y.test' where profile_id = $1`,
        [actors.student2.id],
      )
      return linkedChildren(q, actors.parent.id)
    })
    expect(links).toContain(actors.student2.id)
  })
})

describe('activation', () => {
  it('an inactive teacher sees nothing of the school until the principal activates them', async () => {
    const out = await db.as(null, async (q) => {
      await q.query('update public.classes set teacher_id = $1 where id = $2', [
        actors.pendingTeacher.id,
        ids.class5B,
      ])
      const count = async () => {
        await actAs(q, 'pendingTeacher')
        const r = await q.query<{ n: number }>(
          `select
          (select count(*) from public.classes) + (select count(*) from public.subjects)
          + (select count(*) from public.student_enrollments) + (select count(*) from public.assignments)
          + (select count(*) from public.profiles where id <> $1) + (select count(*) from public.schools) as n`,
          [actors.pendingTeacher.id],
        )
        return Number(r.rows[0].n)
      }
      const before = await count()
      await actAs(q, 'principal')
      const toggled = (
        await q.query<{ r: boolean }>(`select public.toggle_item_status('profiles', $1) as r`, [
          actors.pendingTeacher.id,
        ])
      ).rows[0].r
      const after = await count()
      return { before, toggled, after }
    })
    expect(out.before).toBe(0)
    expect(out.toggled).toBe(true)
    expect(out.after).toBeGreaterThan(20)
  })

  it('a teacher deactivated after their token was issued loses access at once, whatever the token says', async () => {
    const n = await db.as(null, async (q) => {
      await q.query('update public.profiles set is_active = false where id = $1', [
        actors.teacher.id,
      ])
      await actAs(q, 'teacher', {
        app_metadata: { app_role: 'teacher', school_id: db.refs.demoSchool, is_active: true },
      })
      return (await q.query('select id from public.classes')).rows.length
    })
    expect(n).toBe(0)
  })

  it('a forged app_role claim grants nothing', async () => {
    const n = await db.as(
      'student',
      async (q) => (await q.query('select id from public.profiles')).rows.length,
      { app_metadata: { app_role: 'principal', school_id: 'x', is_active: true } },
    )
    expect(n).toBe(1)
  })
})

describe('custom access-token hook', () => {
  it('adds app_role, school_id and is_active to app_metadata and keeps role authenticated', async () => {
    const claims = await db.as(null, async (q) => {
      await q.query(`select set_config('role', 'supabase_auth_admin', true)`)
      const event = {
        user_id: actors.pendingTeacher.id,
        claims: {
          sub: actors.pendingTeacher.id,
          role: 'authenticated',
          aud: 'authenticated',
          app_metadata: { provider: 'email' },
        },
        authentication_method: 'password',
      }
      return (
        await q.query<{ r: { claims: Record<string, unknown> } }>(
          'select public.custom_access_token_hook($1) as r',
          [JSON.stringify(event)],
        )
      ).rows[0].r.claims
    })
    expect(claims.role).toBe('authenticated')
    expect(claims.app_metadata).toEqual({
      provider: 'email',
      app_role: 'teacher',
      school_id: db.refs.demoSchool,
      is_active: false,
    })
  })

  it('is not callable by signed-in users', async () => {
    const err = await pgError(() =>
      db.as('student', (q) =>
        q.query(`select public.custom_access_token_hook('{"user_id": null, "claims": {}}')`),
      ),
    )
    expect(err?.code).toBe('42501')
  })
})

import path from 'node:path'
import { loadConfig } from '@oppi/supabase-local/config'
import { type Db, prepareDatabase } from '@oppi/supabase-local/db'
import { REPO_ROOT } from '@oppi/supabase-local'
import { seedLarge, type Runner } from '../seed-large'

export type Role = 'principal' | 'teacher' | 'student' | 'parent'

/** The active accounts of a school by role, each in e-mail order. */
export async function schoolAccounts(db: Runner, school: string): Promise<Record<Role, string[]>> {
  const { rows } = await db.query(
    `select p.email, p.role from public.profiles p join public.schools s on s.id = p.school_id
     where s.name = $1 and p.is_active order by p.role, p.email`,
    [school],
  )
  const out: Record<Role, string[]> = { principal: [], teacher: [], student: [], parent: [] }
  for (const r of rows as { email: string; role: Role }[]) out[r.role].push(r.email)
  return out
}

/**
 * Parents for a generated school, which has none of its own: parent i of `count` is named as
 * the parent of students i and i + count (parent_email), then signs up through the real
 * sign-up trigger, which links them to those two children as it links any parent. E-mails are
 * parent<i>@ the principal's domain, with the principal's password hash (one bcrypt).
 */
export async function addParents(
  db: Runner,
  school: string,
  principalEmail: string,
  count: number,
) {
  const domain = principalEmail.split('@')[1]
  await db.query(
    `with st as (
       select p.id, row_number() over (order by p.email) as n
       from public.profiles p join public.schools s on s.id = p.school_id
       where s.name = $1 and p.role = 'student')
     update public.profile_sensitive ps set parent_email = format('parent%s@%s', (st.n - 1) % $2::int + 1, $3::text)
     from st where ps.profile_id = st.id and st.n <= 2 * $2::int`,
    [school, count, domain],
  )
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
       phone_change, phone_change_token, reauthentication_token, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', md5($3::text || '-parent-' || i)::uuid, 'authenticated', 'authenticated',
            format('parent%s@%s', i, $3), pw.encrypted_password, now(), '', '', '', '', '', '', '', '',
            '{"provider": "email", "providers": ["email"]}',
            jsonb_build_object('first_name', 'Parent', 'last_name', i::text, 'role', 'parent', 'school_name', $1::text), now(), now()
     from generate_series(1, $2::int) i, (select encrypted_password from auth.users where email = $4) pw`,
    [school, count, domain, principalEmail],
  )
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
     select u.id, u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now(), now()
     from auth.users u where u.email like 'parent%@' || $1::text`,
    [domain],
  )
  await db.query('analyze public.profile_sensitive, public.guardian_links, public.profiles')
}

/**
 * A benchmark's database, ready: the data model and demo seed (migrations), a generated school
 * of `students` in one transaction (as `npm run db:seed:large` runs it: the newest assignment
 * falls due the moment its submissions are written, so they stay ungraded, work to grade), one
 * parent per 20 students, and the school's accounts by role.
 */
export async function prepareBenchSchool(db: Db, opts: { students: number; tag: string }) {
  await prepareDatabase(db, {
    supabaseDir: loadConfig(path.join(REPO_ROOT, 'supabase/config.toml')).supabaseDir,
  })
  const seeded = await db.transaction((tx) =>
    seedLarge(tx, { students: opts.students, tag: opts.tag }),
  )
  await addParents(
    db,
    seeded.school,
    seeded.principalEmail,
    Math.max(1, Math.ceil(opts.students / 20)),
  )
  const accounts = await schoolAccounts(db, seeded.school)
  // One account of each role, for benchmarks that sign in once a role.
  const logins: Record<Role, string> = {
    principal: seeded.principalEmail,
    teacher: accounts.teacher[0],
    student: accounts.student[0],
    parent: accounts.parent[0],
  }
  return { seeded, accounts, logins }
}

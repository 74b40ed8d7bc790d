import type { SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD, SIGNED_IN_CAST } from '../rls/fixtures'

/** The seed's people the messages and announcements tests sign in as. */
export type Who = (typeof SIGNED_IN_CAST)[number]

export type Signed = Record<Who | 'guardian5A' | 'otherGuardian' | 'anon', SupabaseClient>

export const admin = () => newClient('service')

/** The notifications of one kind that `who` was sent about one thing (its id in the data). */
export const notificationsAbout = (
  who: SupabaseClient,
  kind: string,
  about: Record<string, unknown>,
) => who.from('notifications').select('kind, data').eq('kind', kind).contains('data', about)

/** How each person the class 5A tests sign in as stands to 5A (it names the test cases). */
const AROUND_5A = {
  teacher: 'the class’s teacher, who wrote it',
  principal: 'the principal',
  student: 'a student of the class',
  parent: 'a guardian of a student of the class',
  guardian5A: 'another guardian in the class',
  otherGuardian: 'a guardian of another class',
  teacher2: 'other staff',
  otherPrincipal: 'another school',
  otherTeacher: 'another school’s teacher',
  anon: 'a visitor',
} satisfies Partial<Record<keyof Signed, string>>

type Around5A = keyof typeof AROUND_5A

/**
 * Everyone around class 5A as it.each rows `[who, allowed, how they stand to the class]`: allowed
 * for the people named, refused to all the others, so no one of them goes unchecked.
 */
export const aroundClass5A = (allowed: readonly Around5A[]) =>
  (Object.keys(AROUND_5A) as Around5A[]).map(
    (who) => [who, allowed.includes(who), AROUND_5A[who]] as const,
  )

/**
 * Everyone signed in, a visitor, and two guardians the seed has no fixed id for: another
 * guardian of a 5A student (not the demo parent) and a guardian with no child in 5A.
 */
export async function signInPeople() {
  const as = {} as Signed
  for (const who of SIGNED_IN_CAST)
    as[who] = (await signedInClient(actors[who].email, PASSWORD)).client
  as.anon = newClient('anon')
  const { data: school } = await admin()
    .from('profiles')
    .select('school_id')
    .eq('id', actors.teacher.id)
    .single()
  const demoSchool = school!.school_id as string
  const { data: links } = await admin()
    .from('guardian_links')
    .select('parent_id, student_id')
    .eq('school_id', demoSchool)
  const { data: enrolled } = await admin()
    .from('student_enrollments')
    .select('student_id')
    .eq('class_id', ids.class5A)
    .eq('status', 'active')
  const in5A = new Set(enrolled!.map((e) => e.student_id as string))
  const parentsIn5A = new Set(
    links!.filter((l) => in5A.has(l.student_id)).map((l) => l.parent_id as string),
  )
  const guardian5A = [...parentsIn5A].find((p) => p !== actors.parent.id)!
  const otherGuardian = links!.map((l) => l.parent_id as string).find((p) => !parentsIn5A.has(p))!
  expect(guardian5A).toBeTruthy()
  expect(otherGuardian).toBeTruthy()
  as.guardian5A = (await signedInClient(await email(guardian5A), PASSWORD)).client
  as.otherGuardian = (await signedInClient(await email(otherGuardian), PASSWORD)).client
  return { as, demoSchool, guardian5A, otherGuardian }
}

async function email(id: string) {
  const { data } = await admin().from('profiles').select('email').eq('id', id).single()
  return data!.email as string
}

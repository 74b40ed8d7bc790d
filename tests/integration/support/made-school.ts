import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, provenClient, signedInClient } from './clients'

const PASSWORD = 'Long-enough-1'

/**
 * A school a test makes for itself, through the same doors as a real one: principals register
 * their school, the principal invites members who then sign up, and rows the test needs are
 * inserted as the service role. `client` and `id` fill in as people arrive (`id` also holds the
 * test's own rows, by any name); e-mails carry a tag of their own so runs never meet.
 */
export function madeSchool<Who extends string>() {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`
  const admin = newClient('service')
  const client = {} as Record<Who, SupabaseClient>
  const id = {} as Record<string, string>
  /** One row inserted as the service role; its id. */
  const insert = async <T extends Record<string, unknown>>(table: string, row: T) => {
    const { data, error } = await admin.from(table).insert(row).select('id').single()
    if (error) throw new Error(`${table}: ${error.message}`)
    return data.id as string
  }
  const signIn = async (who: Who, email: string, userId: string) => {
    id[who] = userId
    client[who] = (await signedInClient(email, PASSWORD)).client
  }
  return {
    tag,
    admin,
    client,
    id,
    /** The sign-in of someone made here, for a second session of theirs. */
    credentials: (who: Who) => ({ email: `${who}-${tag}@example.test`, password: PASSWORD }),
    /** A principal who registers a new school of that name. */
    async principalOf(school: string, who: Who) {
      const email = `${who}-${tag}@example.test`
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: {
          first_name: 'Paula',
          last_name: 'Principal',
          role: 'principal',
          school_name: school,
        },
      })
      if (error) throw error
      await signIn(who, email, data.user!.id)
    },
    /** A member invited by `inviter` (a principal made above), who then signs up and proves the address. */
    async invited(
      inviter: Who,
      who: Who,
      role: string,
      firstName: string,
      extra: Record<string, unknown> = {},
    ) {
      const email = `${who}-${tag}@example.test`
      const { data: invitation, error } = await client[inviter].rpc('invite_member', {
        email,
        role,
        first_name: firstName,
        last_name: 'Testinen',
        ...extra,
      })
      if (error) throw error
      const created = await admin.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { invitation_id: invitation },
      })
      if (created.error) throw created.error
      // Proving the invited address accepts the invitation.
      await provenClient(email)
      await signIn(who, email, created.data.user!.id)
    },
    /** One row inserted as the service role; its id. */
    insert,
    /** The school of someone made here. */
    async schoolOf(who: Who) {
      const { data, error } = await admin
        .from('profiles')
        .select('school_id')
        .eq('id', id[who])
        .single()
      if (error) throw error
      return data.school_id as string
    },
    /**
     * A subject's assignments, one due at each of `dueDays` (days from now; negative is past),
     * each set five days before and out of 10, titled `<prefix><n>`; and hand-ins of them, each
     * `lateDays` after the due date (negative: early) and graded `gradedDays` (four unless
     * told) after it.
     */
    async dueWork(opts: {
      schoolId: string
      subjectId: string
      teacherId: string
      dueDays: number[]
      prefix: string
    }) {
      const base = { school_id: opts.schoolId }
      const work: string[] = []
      for (const [i, due] of opts.dueDays.entries())
        work.push(
          await insert('assignments', {
            ...base,
            subject_id: opts.subjectId,
            title: `${opts.prefix}${i + 1}`,
            max_score: 10,
            created_by: opts.teacherId,
            created_at: daysFromNow(due - 5),
            due_at: daysFromNow(due),
          }),
        )
      const handIn = (
        student: string,
        i: number,
        lateDays: number,
        score: number,
        gradedDays = 4,
      ) =>
        insert('assignment_submissions', {
          ...base,
          assignment_id: work[i],
          student_id: student,
          content: 'done',
          submitted_at: daysFromNow(opts.dueDays[i] + lateDays),
          score,
          graded_at: daysFromNow(opts.dueDays[i] + gradedDays),
          graded_by: opts.teacherId,
        })
      return { work, handIn }
    },
  }
}

/** What madeSchool gives, for helpers that build on one. */
export type MadeSchool<Who extends string> = ReturnType<typeof madeSchool<Who>>

/** A moment `days` days from now (negative: in the past), as the API takes it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

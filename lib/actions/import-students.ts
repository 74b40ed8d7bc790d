'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { parseStudentCsv } from '@/lib/people/csv'
import { sendOpenInvitations } from '@/lib/people/open-invitations'
import { importSchema } from '@/lib/validation/people'
import { defineAction } from './define-action'
import { describeDbError } from './errors'
import { hasMessage } from '@/lib/i18n/message-keys'

const reportSchema = z.object({
  committed: z.boolean(),
  new: z.coerce.number(),
  updated: z.coerce.number(),
  errors: z.coerce.number(),
  rows: z.array(
    z.object({
      line: z.number(),
      email: z.string(),
      outcome: z.enum(['new', 'update', 'error']),
      errors: z.array(z.string()),
    }),
  ),
  parents: z
    .array(
      z.object({
        email: z.string(),
        lines: z.array(z.number()),
        outcome: z.enum(['invite', 'registered', 'skipped']),
      }),
    )
    .default([]),
})

export type ImportReportRow = {
  line: number
  email: string
  outcome: 'new' | 'update' | 'error'
  errors: string[]
}
/** What the import does (or, checked, would do) for one parent address of the list. */
export type ImportParent = {
  email: string
  lines: number[]
  outcome: 'invite' | 'registered' | 'skipped'
}
export type ImportReport = {
  committed: boolean
  new: number
  updated: number
  errors: number
  rows: ImportReportRow[]
  parents: ImportParent[]
}

/**
 * A class list, checked (commit false: nothing is written) or imported (commit true). The
 * database checks every row and, on import, writes the valid ones in one transaction: a
 * student of the school is updated, anyone else gets an invitation, so a list imported twice
 * updates instead of duplicating. With `inviteParents` each new address of the parent_email
 * column gets a parent invitation in the same transaction (the check says which). After an
 * import the open invitations' e-mails are sent.
 */
export const importStudentsAction = defineAction({
  name: 'importStudents',
  schema: importSchema,
  run: async ({ csv, commit, inviteParents }, { supabase, t }) => {
    const parsed = parseStudentCsv(csv)
    if (!parsed.ok) {
      const error =
        parsed.error === 'empty'
          ? t('people.import.empty')
          : t('people.import.noColumns', { unknown: parsed.unknown?.join(', ') || '—' })
      return { ok: false, fieldErrors: { csv: error } }
    }
    if (parsed.rows.length === 0)
      return { ok: false, fieldErrors: { csv: t('people.import.empty') } }
    const { data, error } = await supabase.rpc('import_students', {
      rows: parsed.rows,
      commit,
      invite_parents: inviteParents,
    })
    if (error) {
      return {
        ok: false,
        error:
          error.message === 'too_many_rows'
            ? t('people.import.tooMany')
            : describeDbError(t, error),
      }
    }
    const raw = reportSchema.parse(data)
    const translate = (code: string) => {
      const key = `people.import.errors.${code}`
      return hasMessage(t, key) ? t(key) : code
    }
    const fileLine = (line: number) => parsed.lines[line - 1] ?? line
    const report: ImportReport = {
      ...raw,
      rows: raw.rows.map((row) => ({
        ...row,
        line: fileLine(row.line),
        errors: row.errors.map(translate),
      })),
      parents: raw.parents.map((p) => ({ ...p, lines: p.lines.map(fileLine) })),
    }
    const invited = report.parents.filter((p) => p.outcome === 'invite').length
    const parentsLine = inviteParents
      ? ` ${t(commit ? 'people.import.parentsInvited' : 'people.import.parentsToInvite', { count: invited })}`
      : ''
    if (!commit) {
      return {
        ok: true,
        data: {
          report,
          message:
            t('people.import.checked', {
              new: raw.new,
              updated: raw.updated,
              errors: raw.errors,
            }) + parentsLine,
        },
      }
    }
    const failed = await sendOpenInvitations(supabase, [
      ...report.rows.filter((r) => r.outcome !== 'error').map((r) => r.email),
      ...report.parents.filter((p) => p.outcome === 'invite').map((p) => p.email),
    ])
    revalidatePath('/people')
    revalidatePath('/students')
    const message =
      t('people.import.done', {
        new: raw.new,
        updated: raw.updated,
        errors: raw.errors,
      }) + parentsLine
    return {
      ok: true,
      data: {
        report,
        message:
          failed > 0 ? `${message} ${t('people.import.notSent', { count: failed })}` : message,
      },
    }
  },
})

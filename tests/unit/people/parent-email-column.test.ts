import { describe, expect, it } from 'vitest'
import { parseStudentCsv } from '@/lib/people/csv'
import { importSchema } from '@/lib/validation/people'

/** The parent_email column the import invites from, and the choice to invite. */
describe('the parent_email column of a class list', () => {
  it('is read under its English and Finnish names, trimmed, with the line of each row', () => {
    for (const header of ['parent_email', 'Parent email', 'Huoltajan sähköposti']) {
      const parsed = parseStudentCsv(
        `first_name;last_name;email;${header}\nAino;Aalto;a@x.fi; hanna@x.fi \n\nBea;Berg;b@x.fi;\n`,
      )
      expect(parsed, header).toEqual({
        ok: true,
        rows: [
          { first_name: 'Aino', last_name: 'Aalto', email: 'a@x.fi', parent_email: 'hanna@x.fi' },
          { first_name: 'Bea', last_name: 'Berg', email: 'b@x.fi', parent_email: '' },
        ],
        lines: [2, 4],
      })
    }
  })

  it('invites nobody unless the import asks for it', () => {
    expect(importSchema.parse({ csv: 'x', commit: false }).inviteParents).toBe(false)
    expect(importSchema.parse({ csv: 'x', commit: true, inviteParents: true }).inviteParents).toBe(
      true,
    )
    expect(importSchema.safeParse({ csv: 'x', commit: true, inviteParents: 'yes' }).success).toBe(
      false,
    )
  })
})

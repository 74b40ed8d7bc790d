import { describe, expect, it } from 'vitest'
import { parseStudentCsv } from '@/lib/people/csv'

describe('parseStudentCsv', () => {
  it('reads the columns by their header, in any order, with the line of each row', () => {
    const parsed = parseStudentCsv(
      'email,first_name,last_name,class\n\na@x.fi,Aino,Aalto,5A\r\nb@x.fi,Bea,Berg,\n',
    )
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { email: 'a@x.fi', first_name: 'Aino', last_name: 'Aalto', class: '5A' },
        { email: 'b@x.fi', first_name: 'Bea', last_name: 'Berg', class: '' },
      ],
      lines: [3, 4],
    })
  })

  it('takes Finnish headers and semicolons, quotes holding separators and doubled quotes', () => {
    const parsed = parseStudentCsv(
      '\uFEFFEtunimi;Sukunimi;Sähköposti;Luokka-aste\n"Eeva; ""Eve""";Ek;e@x.fi;5\n',
    )
    expect(parsed).toEqual({
      ok: true,
      rows: [{ first_name: 'Eeva; "Eve"', last_name: 'Ek', email: 'e@x.fi', grade_level: '5' }],
      lines: [2],
    })
  })

  it('refuses a list without the name and e-mail columns, and an empty one', () => {
    expect(parseStudentCsv('name,mail\nA,a@x.fi')).toEqual({
      ok: false,
      error: 'noColumns',
      unknown: ['name', 'mail'],
    })
    expect(parseStudentCsv(' \n\n')).toEqual({ ok: false, error: 'empty' })
  })
})

/**
 * A class list as CSV, read into import_students' rows. The first line names the columns, in
 * English or Finnish, in any order; commas or semicolons (a Finnish spreadsheet saves with
 * semicolons) separate the values; quotes work as in RFC 4180. Blank lines are skipped, and
 * every row remembers its line in the file, so errors can point at it.
 */

export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'grade_level',
  'class',
  'parent_email',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
export type ImportRow = Partial<Record<ImportColumn, string>>

const HEADER_NAMES: Record<string, ImportColumn> = {
  first_name: 'first_name',
  firstname: 'first_name',
  'first name': 'first_name',
  etunimi: 'first_name',
  last_name: 'last_name',
  lastname: 'last_name',
  'last name': 'last_name',
  sukunimi: 'last_name',
  email: 'email',
  'e-mail': 'email',
  sähköposti: 'email',
  grade_level: 'grade_level',
  grade: 'grade_level',
  'luokka-aste': 'grade_level',
  class: 'class',
  luokka: 'class',
  parent_email: 'parent_email',
  'parent email': 'parent_email',
  'huoltajan sähköposti': 'parent_email',
}

/** One line's fields (quotes may hold the separator, a doubled quote is a quote). */
function splitRecords(text: string, separator: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let startLine = 1
  const endRecord = () => {
    fields.push(field)
    if (fields.some((f) => f.trim() !== '')) records.push({ line: startLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"') quoted = true
    else if (ch === separator) {
      fields.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      startLine = line
    } else field += ch
  }
  endRecord()
  return records
}

export type ParsedCsv =
  | { ok: true; rows: ImportRow[]; lines: number[] }
  | { ok: false; error: 'empty' | 'noColumns'; unknown?: string[] }

export function parseStudentCsv(input: string): ParsedCsv {
  const text = input.replace(/^\uFEFF/, '')
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? ''
  if (!firstLine) return { ok: false, error: 'empty' }
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const [header, ...records] = splitRecords(text, separator)
  const columns = header.fields.map((name) => HEADER_NAMES[name.trim().toLowerCase()] ?? null)
  if (
    !columns.includes('email') ||
    !columns.includes('first_name') ||
    !columns.includes('last_name')
  ) {
    return {
      ok: false,
      error: 'noColumns',
      unknown: header.fields.filter((_, i) => !columns[i]).map((f) => f.trim()),
    }
  }
  const rows = records.map(({ fields }) => {
    const row: ImportRow = {}
    columns.forEach((column, i) => {
      if (column) row[column] = (fields[i] ?? '').trim()
    })
    return row
  })
  return { ok: true, rows, lines: records.map((r) => r.line) }
}

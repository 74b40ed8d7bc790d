// The types of work files (an assignment's material, a hand-in), apart from the rules and with
// no imports, so the upload form can name them in its chooser without shipping the rules.

/**
 * The types an assignment's material and a hand-in may have: the work buckets'
 * allowed_mime_types (migration 20261121000600_storage.sql, which says
 * why these; an integration test checks that the two agree), so Storage refuses the rest too.
 */
export const WORK_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'text/plain',
  'text/csv',
  'text/vtt',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'audio/*',
  'video/*',
] as const

/**
 * What the file chooser of a work upload offers (its `accept`): the types above, and the
 * endings of those a browser may not know by type.
 */
export const WORK_FILE_ACCEPT = [
  ...WORK_FILE_TYPES,
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.rtf',
  '.txt',
  '.csv',
  '.vtt',
].join(',')

/** Whether a type is on a list of types, where `audio/*` stands for every audio type. */
export function typeListed(list: readonly string[], type: string): boolean {
  return list.some(
    (rule) => rule === type || (rule.endsWith('/*') && type.startsWith(rule.slice(0, -1))),
  )
}

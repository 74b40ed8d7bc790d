// How large a file each of the app's buckets takes, in MB (the buckets' own limits say the
// same), and a file's size in the units people read. Apart from the rules, with no imports, so
// an upload field can check a file's size before sending it, and a file list name it, without
// shipping the rules to the browser.

export const FILE_MAX_MB = {
  'iep-documents': 10,
  avatars: 2,
  'assignment-files': 25,
  'submission-files': 25,
  'message-files': 25,
} as const

export const megabytes = (mb: number) => mb * 1024 * 1024

/** How many of a file's first bytes tell its type (file-type's own advice). */
export const HEAD_BYTES = 4100

export type FileSize = { amount: number; unit: 'B' | 'kB' | 'MB' }

const UNITS = ['B', 'kB', 'MB'] as const

/**
 * A file's size in the largest unit it fills, to one decimal, counted in steps of 1024 as the
 * buckets' limits are (`megabytes`), so a file just under a limit never reads as over it. The
 * messages put the number and unit into words ("240,5 kt" in Finnish).
 */
export function fileSize(bytes: number): FileSize {
  let amount = bytes
  let step = 0
  // Moves up once the amount would round to 1024 or more, so 1023.97 kB reads as 1 MB.
  while (step < UNITS.length - 1 && Math.round(amount * 10) / 10 >= 1024) {
    amount /= 1024
    step += 1
  }
  return { amount: Math.round(amount * 10) / 10, unit: UNITS[step] }
}

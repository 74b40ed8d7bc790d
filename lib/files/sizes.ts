// How large a file each of the app's buckets takes, in MB (the buckets' own limits say the
// same). Apart from the rules, with no imports, so an upload field can check a file's size
// before sending it without shipping the rules to the browser.

export const FILE_MAX_MB = {
  'iep-documents': 10,
  avatars: 2,
  'assignment-files': 25,
  'submission-files': 25,
  'message-files': 25,
} as const

export const megabytes = (mb: number) => mb * 1024 * 1024

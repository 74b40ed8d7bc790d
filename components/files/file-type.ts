/**
 * A file's type as a download link names it: its ending in capitals ("PDF" for
 * "retkiohje.pdf"), the name people know a type by; null for a name without a short ending of
 * letters and digits (a dot inside a longer name is not a type).
 */
export function fileType(name: string): string | null {
  const ending = /\.([a-z0-9]{1,5})$/i.exec(name)
  return ending && ending.index > 0 ? ending[1].toUpperCase() : null
}

export type MessageJson = { [key: string]: string | MessageJson }

/** Every message of a messages file by its dotted key (`auth.welcomeBack`), in file order. */
export function messageLeaves(tree: MessageJson, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of messageLeaves(value, path)) out.set(k, v)
  }
  return out
}

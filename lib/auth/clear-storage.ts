/** Stored keys that belong to an auth session, cleared on sign-out so the next person at the same browser finds none. */
export function isAuthStorageKey(key: string): boolean {
  return key.startsWith('supabase.auth.') || key.includes('sb-')
}

/** Removes stored auth keys (login and logout both do this first). Returns what it removed. */
export function clearAuthStorage(storages: Storage[]): string[] {
  const removed: string[] = []
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && isAuthStorageKey(key),
    )
    keys.forEach((key) => storage.removeItem(key))
    removed.push(...keys)
  }
  return removed
}

export function clearBrowserAuthStorage(): string[] {
  if (typeof window === 'undefined') return []
  try {
    return clearAuthStorage([window.localStorage, window.sessionStorage])
  } catch {
    // Storage can be blocked (privacy settings); nothing to clear then.
    return []
  }
}

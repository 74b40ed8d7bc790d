import { markNotificationReadAction } from '@/lib/actions/notifications'

/** Marks one notification read; a failure is only logged (nothing the user does is lost by it). */
export async function markReadQuietly(id: string): Promise<boolean> {
  const result = await markNotificationReadAction({ id }).catch((error: unknown) => ({
    ok: false as const,
    error: String(error),
  }))
  if (!result.ok) console.error('[notifications] could not mark read', id, result)
  return result.ok
}

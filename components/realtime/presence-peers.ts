/** What each browser tracks on its school's presence channel: no names, nothing stored. */
export type PresenceMeta = { user_id: string; role: string; route: string; online_at: string }

/**
 * The ids of the people on `route`, from Realtime's presence state: keyed by user id, one
 * entry per open tab, so someone with two tabs on two pages is on both.
 */
export function peopleOnRoute(state: Record<string, PresenceMeta[]>, route: string): string[] {
  return Object.entries(state)
    .filter(([, metas]) => metas.some((meta) => meta.route === route))
    .map(([key]) => key)
    .sort()
}

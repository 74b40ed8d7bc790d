'use client'
import { useRouter } from 'next/navigation'
import { useNotificationChanges } from './live-provider'
import { useBatched } from './use-batched'

/** Renders the page again on the server when the user's notifications change (a burst once). */
export function LiveNotificationsRefresh() {
  const router = useRouter()
  const refresh = useBatched(500, () => router.refresh())
  useNotificationChanges(() => refresh())
  return null
}

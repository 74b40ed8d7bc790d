/**
 * The one way to show a toast (titles such as 'Success' / 'Error'; `info` for news such as
 * live updates pausing). sonner is imported on
 * demand so it is not part of any page's first-load JavaScript; components/ui/lazy-toaster
 * mounts the Toaster, and sonner replays toasts created before it subscribed. Server action
 * results go through components/forms/use-action-feedback.ts, which calls this.
 */
export function notify(kind: 'success' | 'error' | 'info', title: string, description?: string) {
  void import('sonner').then(({ toast }) => {
    toast[kind](title, description ? { description } : undefined)
  })
}

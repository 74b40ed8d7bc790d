/**
 * Shows a toast (titles: Success / Error, spec §8). sonner is imported on demand so it is not
 * part of any page's first-load JavaScript; components/ui/lazy-toaster mounts the Toaster,
 * and sonner replays toasts created before it subscribed.
 */
export function notify(kind: 'success' | 'error', title: string, description?: string) {
  void import('sonner').then(({ toast }) => {
    toast[kind](title, description ? { description } : undefined)
  })
}

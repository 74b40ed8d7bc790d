'use client'
import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'

type Result = { ok: true; data: { message: string } } | { ok: false; error?: string }

/** The toast after a server action: 'Success' with its message, or 'Error' with the reason. */
export function useActionFeedback() {
  const t = useT('status')
  return (result: Result): boolean => {
    if (result.ok) {
      notify('success', t('toast.success'), result.data.message)
      return true
    }
    notify('error', t('toast.error'), result.error ?? t('errors.generic'))
    return false
  }
}

/** After a row leaves the list its button is gone; put focus somewhere sensible (WCAG 2.4.3). */
export function focusPageHeading() {
  document.querySelector<HTMLElement>('main h1')?.focus()
}

type ActionResult = Parameters<ReturnType<typeof useActionFeedback>>[0]

/**
 * A button that runs a server action: `pending` while it runs, then the toast, and on success a
 * server re-render and `after()` (e.g. focusPageHeading when the row leaves the list).
 */
export function useActionButton() {
  const feedback = useActionFeedback()
  const router = useRouter()
  const [pending, start] = useTransition()
  const run = (action: () => Promise<ActionResult>, after?: () => void) =>
    start(async () => {
      if (feedback(await action())) {
        router.refresh()
        after?.()
      }
    })
  return [pending, run] as const
}

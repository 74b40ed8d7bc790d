'use client'
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

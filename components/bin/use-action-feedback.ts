'use client'
import { useT } from '@/components/i18n/client-messages'
import { toast } from 'sonner'

type Result = { ok: true; data: { message: string } } | { ok: false; error?: string }

/** Spec §8 toasts: 'Success' with the message, or a destructive 'Error' with the reason. */
export function useActionFeedback() {
  const t = useT('status')
  return (result: Result): boolean => {
    if (result.ok) {
      toast.success(t('toast.success'), { description: result.data.message })
      return true
    }
    toast.error(t('toast.error'), { description: result.error ?? t('errors.generic') })
    return false
  }
}

/** After a row leaves the list its button is gone; put focus somewhere sensible (WCAG 2.4.3). */
export function focusPageHeading() {
  document.querySelector<HTMLElement>('main h1')?.focus()
}

'use client'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'

/**
 * Where a form goes once the person is signed in (sign-in, registration, a new password, an
 * accepted invitation): the server's message as a toast, then the next page, rendered again
 * from the server so it sees the new session.
 */
export function useSignedIn() {
  const t = useT('auth')
  const router = useRouter()
  return (message: string, next = '/dashboard') => {
    notify('success', t('toast.success'), message)
    router.replace(next)
    router.refresh()
  }
}

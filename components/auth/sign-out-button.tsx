'use client'
import { useTransition } from 'react'
import { LogOut } from 'lucide'
import { pendingPress } from '@/components/forms/pending-button'
import { Icon } from '@/components/ui/icon'
import { notify } from '@/lib/notify'
import { signOutAction } from '@/lib/actions/auth/access'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { cx } from '@/lib/cx'

type Labels = { signOut: string; signingOut: string; errorTitle: string }

/**
 * Logout: clear stored tokens, sign out globally, then a full page load of /auth
 * so no client-side cache of a private page survives for the Back button.
 */
const VARIANTS = {
  sidebar:
    'w-full hover:bg-sidebar-accent group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0',
  standalone: 'justify-center border border-input hover:bg-accent',
}

export function SignOutButton({
  labels,
  variant = 'sidebar',
}: {
  labels: Labels
  variant?: keyof typeof VARIANTS
}) {
  const [pending, startTransition] = useTransition()
  const onClick = () =>
    startTransition(async () => {
      clearBrowserAuthStorage()
      const result = await signOutAction({})
      if (!result.ok) {
        notify('error', labels.errorTitle, result.error)
        return
      }
      window.location.replace('/auth?signedOut=1')
    })
  return (
    <button
      type="button"
      {...pendingPress(pending, onClick)}
      className={cx(
        'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium',
        VARIANTS[variant],
      )}
    >
      <Icon node={LogOut} className="size-5 shrink-0" />
      <span className="group-data-[sidebar-state=collapsed]/sidebar:sr-only">
        {pending ? labels.signingOut : labels.signOut}
      </span>
    </button>
  )
}

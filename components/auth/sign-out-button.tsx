'use client'
import { useTransition } from 'react'
import { LogOutIcon } from 'lucide-react'
import { toast } from 'sonner'
import { signOutAction } from '@/lib/actions/auth'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { cn } from '@/lib/utils'

type Labels = { signOut: string; signingOut: string; errorTitle: string }

/**
 * Logout (spec §4): clear stored tokens, sign out globally, then a full page load of /auth
 * so no client-side cache of a private page survives for the Back button.
 */
export function SignOutButton({ labels, className }: { labels: Labels; className?: string }) {
  const [pending, startTransition] = useTransition()
  const onClick = () =>
    startTransition(async () => {
      clearBrowserAuthStorage()
      const result = await signOutAction({})
      if (!result.ok) {
        toast.error(labels.errorTitle, { description: result.error })
        return
      }
      window.location.replace('/auth?signedOut=1')
    })
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      className={cn(
        'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-sidebar-accent group-data-[sidebar-state=collapsed]/sidebar:justify-center group-data-[sidebar-state=collapsed]/sidebar:px-0',
        className,
      )}
    >
      <LogOutIcon aria-hidden="true" className="size-5 shrink-0" />
      <span className="group-data-[sidebar-state=collapsed]/sidebar:sr-only">
        {pending ? labels.signingOut : labels.signOut}
      </span>
    </button>
  )
}

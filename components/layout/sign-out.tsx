import { getTranslations } from 'next-intl/server'
import { SignOutButton } from '@/components/auth/sign-out-button'

/**
 * The sign-out button with its words, so each place says only what it is for: leaving the
 * app, or (`cancelsSignIn`) giving up a sign-in that still owes its second factor, which is
 * the same sign-out under the words "Cancel".
 */
export async function SignOut({
  variant,
  cancelsSignIn = false,
}: {
  variant?: React.ComponentProps<typeof SignOutButton>['variant']
  cancelsSignIn?: boolean
}) {
  const t = await getTranslations()
  return (
    <SignOutButton
      variant={variant}
      labels={{
        signOut: t(cancelsSignIn ? 'auth.mfa.cancel' : 'common.signOut'),
        signingOut: t(cancelsSignIn ? 'auth.mfa.cancelling' : 'common.signingOut'),
        errorTitle: t('auth.toast.error'),
      }}
    />
  )
}

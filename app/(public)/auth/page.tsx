import { titleFrom } from '@/components/common/page-title'
import Link from 'next/link'
import { ClientMessages } from '@/components/i18n/client-messages'
import { getMessages, getTranslations } from 'next-intl/server'
import { AuthPanel } from '@/components/auth/auth-panel'
import { FlashToast } from '@/components/auth/flash-toast'
import { RegisterForm } from '@/components/auth/register-form'
import { SignInForm } from '@/components/auth/sign-in-form'
import { SignOut } from '@/components/layout/sign-out'
import { FormAlert } from '@/components/forms/form-alert'
import { afterSignInPath } from '@/lib/auth/redirects'
import { getClaims, needsSecondFactor } from '@/lib/auth/session'
import { pickMessages } from '@/lib/i18n/pick'
import { cn } from '@/lib/utils'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const generateMetadata = titleFrom('auth', 'metaTitle')

/** The page's two forms, each a link of the tabs above them. */
const MODES = ['signin', 'register'] as const

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const [t, messages] = await Promise.all([getTranslations('auth'), getMessages()])
  const mode = one(params.mode) === 'register' ? 'register' : 'signin'
  const next = afterSignInPath(one(params.next))

  // Back from a sign-in that still owes its code (or sent here by a layout): ask for it.
  let factorId: string | null = null
  if (mode === 'signin') {
    const claims = await getClaims()
    if (claims) factorId = await needsSecondFactor(claims)
  }

  const tab = (active: boolean) =>
    cn(
      'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium',
      active ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
    )
  const nextQuery = one(params.next) ? `&next=${encodeURIComponent(next)}` : ''

  return (
    <AuthPanel
      title={t('title')}
      intro={t('intro')}
      before={
        <>
          {one(params.signedOut) === '1' && (
            <FlashToast kind="success" title={t('toast.success')} message={t('loggedOut')} />
          )}
          {one(params.error) === 'confirm' && (
            <FormAlert kind="error">{t('confirmFailed')}</FormAlert>
          )}
          {!factorId && (
            <nav aria-label={t('modeLabel')}>
              <ul className="flex gap-1 rounded-lg bg-muted p-1">
                {MODES.map((each) => (
                  <li key={each} className="flex flex-1">
                    <Link
                      href={`/auth?mode=${each}${nextQuery}`}
                      aria-current={mode === each ? 'page' : undefined}
                      className={tab(mode === each)}
                    >
                      {t(each === 'signin' ? 'signIn' : 'register')}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      }
      after={factorId && <SignOut variant="standalone" cancelsSignIn />}
    >
      <ClientMessages messages={pickMessages(messages, ['auth', 'recovery', 'validation'])}>
        {mode === 'register' ? (
          <RegisterForm />
        ) : (
          <SignInForm next={next} initialFactorId={factorId} />
        )}
      </ClientMessages>
    </AuthPanel>
  )
}

'use client'
import { useEffect, useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { FormAlert } from '@/components/forms/form-alert'
import { NewPasswordField } from '@/components/forms/password-input'
import { SubmitButton } from '@/components/forms/submit-button'
import { TitledForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { takeInvitationTokens } from '@/lib/auth/invitation-fragment'
import {
  choosePasswordAction,
  startInvitedSessionAction,
} from '@/lib/actions/auth/accept-invitation'
import { useSignedIn } from '@/components/auth/use-signed-in'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ChoosePasswordInput } from '@/lib/validation/people'

const resolver = lazyZodResolver<ChoosePasswordInput>(() =>
  import('@/lib/validation/people').then((m) => m.choosePasswordSchema),
)

type State =
  { step: 'reading' } | { step: 'invalid'; message: string } | { step: 'choose'; email: string }

/**
 * The accept page's steps: take over the session from the link (its tokens are already out of
 * the address), then ask for a password. A used or expired link says so, with what to do.
 */
export function AcceptInvitation() {
  const t = useT('invitation')
  const signedIn = useSignedIn()
  const [state, setState] = useState<State>({ step: 'reading' })
  const started = useRef(false)
  const { field, pending, parts } = usePageForm<ChoosePasswordInput, { message: string }>({
    resolver,
    defaultValues: { password: '' },
    action: choosePasswordAction,
    onSuccess: (data) => signedIn(data.message),
  })

  useEffect(() => {
    if (started.current) return
    started.current = true
    const tokens = takeInvitationTokens()
    const session = tokens
      ? startInvitedSessionAction(tokens)
      : Promise.resolve({ ok: false as const, error: undefined })
    void session.then((result) => {
      setState(
        result.ok
          ? { step: 'choose', email: result.data.email }
          : { step: 'invalid', message: result.error ?? t('invalid') },
      )
    })
  }, [t])

  if (state.step === 'reading') return <p role="status">{t('checking')}</p>
  if (state.step === 'invalid') return <FormAlert kind="error">{state.message}</FormAlert>
  return (
    <TitledForm
      id="accept-form-title"
      title={t('choosePassword')}
      intro={<p role="status">{t('signedInAs', { email: state.email })}</p>}
      {...parts}
    >
      <NewPasswordField id="accept-password" {...field('password')} />
      <SubmitButton pending={pending} label={t('start')} pendingLabel={t('starting')} />
    </TitledForm>
  )
}

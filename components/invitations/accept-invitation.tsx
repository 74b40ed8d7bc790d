'use client'
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { FormAlert } from '@/components/forms/form-alert'
import { NewPasswordField } from '@/components/forms/password-input'
import { SubmitButton } from '@/components/forms/submit-button'
import { TitledForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { choosePasswordAction, startInvitedSessionAction } from '@/lib/actions/accept-invitation'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ChoosePasswordInput } from '@/lib/validation/people'

const resolver = lazyZodResolver<ChoosePasswordInput>(() => import('@/lib/validation/people').then((m) => m.choosePasswordSchema))

type State = { step: 'reading' } | { step: 'invalid'; message: string } | { step: 'choose'; email: string }

/** The session the invitation link put in the address's fragment, or null (used, expired, or none). */
function tokensFromFragment(): { accessToken: string; refreshToken: string } | null {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''))
  const accessToken = params.get('access_token')
  const refreshToken = params.get('refresh_token')
  return accessToken && refreshToken ? { accessToken, refreshToken } : null
}

/**
 * The accept page's steps: take over the session from the link (and wipe the tokens from the
 * address), then ask for a password. A used or expired link says so, with what to do.
 */
export function AcceptInvitation() {
  const t = useT('invitation')
  const ta = useT('auth')
  const router = useRouter()
  const [state, setState] = useState<State>({ step: 'reading' })
  const started = useRef(false)
  const { field, formAlert, pending, formProps } = usePageForm<ChoosePasswordInput, { message: string }>({
    resolver,
    defaultValues: { password: '' },
    action: choosePasswordAction,
    onSuccess: (data) => {
      notify('success', ta('toast.success'), data.message)
      router.replace('/dashboard')
      router.refresh()
    },
  })

  useEffect(() => {
    if (started.current) return
    started.current = true
    const tokens = tokensFromFragment()
    // The router keeps its own copy of the address and may write it back while it starts: on
    // a slow first load the tokens were seen in the address again after this first replace.
    // So the fragment is dropped again once the session has been taken over.
    const dropFragment = () => {
      if (window.location.hash) window.history.replaceState(null, '', window.location.pathname)
    }
    dropFragment()
    const session = tokens ? startInvitedSessionAction(tokens) : Promise.resolve({ ok: false as const, error: undefined })
    void session.then((result) => {
      dropFragment()
      setState(result.ok ? { step: 'choose', email: result.data.email } : { step: 'invalid', message: result.error ?? t('invalid') })
    })
  }, [t])

  if (state.step === 'reading') return <p role="status">{t('checking')}</p>
  if (state.step === 'invalid') return <FormAlert kind="error">{state.message}</FormAlert>
  return (
    <TitledForm
      id="accept-form-title"
      title={t('choosePassword')}
      intro={<p role="status">{t('signedInAs', { email: state.email })}</p>}
      alert={formAlert.alert}
      formProps={formProps}
    >
      <NewPasswordField id="accept-password" label={ta('fields.password')} {...field('password')} />
      <SubmitButton pending={pending} label={t('start')} pendingLabel={t('starting')} />
    </TitledForm>
  )
}

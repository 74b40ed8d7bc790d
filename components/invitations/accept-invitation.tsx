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
    // The router keeps its own copy of the address, taken before this effect runs, and writes
    // it back as it settles (after the session action too): on a loaded machine the tokens
    // were seen in the address again after each replace. So the fragment is dropped now and
    // then watched for a few seconds, until the router has settled on the address without it.
    const dropFragment = () => {
      if (window.location.hash) window.history.replaceState(null, '', window.location.pathname)
    }
    dropFragment()
    const watch = window.setInterval(dropFragment, 100)
    const stopWatching = window.setTimeout(() => window.clearInterval(watch), 5000)
    const session = tokens ? startInvitedSessionAction(tokens) : Promise.resolve({ ok: false as const, error: undefined })
    void session.then((result) => {
      dropFragment()
      setState(result.ok ? { step: 'choose', email: result.data.email } : { step: 'invalid', message: result.error ?? t('invalid') })
    })
    return () => {
      window.clearInterval(watch)
      window.clearTimeout(stopWatching)
    }
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

'use client'
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useFormAlert } from '@/components/forms/use-form-alert'
import { TextField } from '@/components/forms/text-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { enrollSignInAction, enrollSignUpAction } from '@/lib/actions/enrollment'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { EnrollSignUpInput } from '@/lib/validation/enrollment'

const resolver = lazyZodResolver<EnrollSignUpInput>(() =>
  import('@/lib/validation/enrollment').then((m) => m.enrollSignUpSchema),
)

type Mode = 'signIn' | 'signUp'
type Sent = { title: string; message: string }

/**
 * Sign in, or create a student account, to use an enrolment link. One form with a toggle;
 * after signing in the page reloads as signed-in and enrols. A new account is enrolled at
 * once, or (confirmations on) the form gives way to what to do next: open the e-mailed link,
 * which comes back here signed in and enrols.
 */
export function EnrollAuthForm({ subjectId, email }: { subjectId: string; email: string }) {
  const t = useT('enroll')
  const router = useRouter()
  const [mode, setMode] = useState<Mode>('signIn')
  const [sent, setSent] = useState<Sent | null>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  // The form is gone: focus goes to the message that replaced it (it is also a status).
  useEffect(() => {
    if (sent) sentRef.current?.focus()
  }, [sent])
  const formAlert = useFormAlert()
  // The sign-up schema covers both modes; in sign-in mode only e-mail and password are
  // checked (form.trigger below), and the action re-checks with its own schema.
  const form = useForm<EnrollSignUpInput>({
    resolver,
    defaultValues: { subjectId, email, password: '', firstName: '', lastName: '' },
  })
  const fieldProps = useFieldProps(form)
  const { isSubmitting } = form.formState

  const switchMode = () => {
    setMode((m) => (m === 'signIn' ? 'signUp' : 'signIn'))
    formAlert.clear()
    form.clearErrors()
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (mode === 'signIn') {
      const valid = await form.trigger(['email', 'password'])
      if (!valid) return
      clearBrowserAuthStorage()
      const { email: e, password } = form.getValues()
      const result = await enrollSignInAction({ email: e, password })
      if (!result.ok) {
        formAlert.failed(form.setError, result)
        return
      }
      if (result.data.needsMfa) {
        router.push(
          `/auth?step=mfa&next=${encodeURIComponent(`/enroll-subject?subject=${subjectId}`)}`,
        )
        return
      }
      router.refresh()
      return
    }
    await form.handleSubmit(async (values) => {
      const result = await enrollSignUpAction(values)
      if (!result.ok) {
        formAlert.failed(form.setError, result)
        return
      }
      if (result.data.checkEmail) {
        setSent({ title: result.data.title, message: result.data.message })
        return
      }
      notify('success', result.data.title, result.data.message)
      router.replace('/dashboard')
    })()
  }

  const input = (
    name: 'firstName' | 'lastName' | 'email' | 'password',
    type: string,
    autoComplete: string,
  ) => (
    <TextField
      id={`enroll-${name}`}
      label={t(`fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      {...fieldProps(name)}
    />
  )

  if (sent) {
    return (
      <Alert ref={sentRef} tabIndex={-1} role="status" variant="success" className="text-base">
        <h2 className="mb-1 text-lg font-semibold">{sent.title}</h2>
        <p>{sent.message}</p>
      </Alert>
    )
  }

  return (
    <form
      onSubmit={formAlert.onSubmit(onSubmit)}
      onFocus={resolver.preload}
      noValidate
      className="grid gap-4"
      aria-labelledby="enroll-form-title"
    >
      <h2 id="enroll-form-title" className="text-lg font-semibold">
        {mode === 'signIn' ? t('signInTitle') : t('signUpTitle')}
      </h2>
      {formAlert.alert}
      {mode === 'signUp' && input('firstName', 'text', 'given-name')}
      {mode === 'signUp' && input('lastName', 'text', 'family-name')}
      {input('email', 'email', 'username')}
      {input('password', 'password', mode === 'signIn' ? 'current-password' : 'new-password')}
      <Button type="submit" disabled={isSubmitting}>
        {mode === 'signIn' ? t('signIn') : t('signUp')}
      </Button>
      <Button type="button" variant="link" onClick={switchMode}>
        {mode === 'signIn' ? t('toSignUp') : t('toSignIn')}
      </Button>
    </form>
  )
}

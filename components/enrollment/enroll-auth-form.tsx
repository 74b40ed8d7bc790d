'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { setServerErrors, useFieldError } from '@/components/bin/use-field-error'
import { enrollSignInAction, enrollSignUpAction } from '@/lib/actions/enrollment'
import { clearBrowserAuthStorage } from '@/lib/auth/clear-storage'
import { enrollSignUpSchema, type EnrollSignUpInput } from '@/lib/validation/enrollment'

type Mode = 'signIn' | 'signUp'

/**
 * Sign in, or create a student account, to use an enrolment link. One form with a toggle;
 * after signing in the page reloads as signed-in and enrols (spec §4).
 */
export function EnrollAuthForm({ subjectId, email }: { subjectId: string; email: string }) {
  const t = useT('enroll')
  const errorText = useFieldError()
  const router = useRouter()
  const [mode, setMode] = useState<Mode>('signIn')
  const [formError, setFormError] = useState<string | null>(null)
  // The sign-up schema covers both modes; in sign-in mode the name fields are filled with a
  // placeholder so only e-mail and password are checked (the action re-checks its own schema).
  const form = useForm<EnrollSignUpInput>({
    resolver: zodResolver(enrollSignUpSchema, undefined, { raw: true }),
    defaultValues: { subjectId, email, password: '', firstName: '', lastName: '' },
  })
  const { errors, isSubmitting } = form.formState

  const switchMode = () => {
    setMode((m) => (m === 'signIn' ? 'signUp' : 'signIn'))
    setFormError(null)
    form.clearErrors()
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(null)
    if (mode === 'signIn') {
      const valid = await form.trigger(['email', 'password'])
      if (!valid) return
      clearBrowserAuthStorage()
      const { email: e, password } = form.getValues()
      const result = await enrollSignInAction({ email: e, password })
      if (!result.ok) {
        setServerErrors(form.setError, result.fieldErrors)
        if (result.error) setFormError(result.error)
        return
      }
      if (result.data.needsMfa) {
        router.push(`/auth?step=mfa&next=${encodeURIComponent(`/enroll-subject?subject=${subjectId}`)}`)
        return
      }
      router.refresh()
      return
    }
    await form.handleSubmit(async (values) => {
      const result = await enrollSignUpAction(values)
      if (!result.ok) {
        setServerErrors(form.setError, result.fieldErrors)
        if (result.error) setFormError(result.error)
        return
      }
      toast.success(result.data.title, { description: result.data.message })
      form.reset({ ...values, password: '', firstName: '', lastName: '' })
      setMode('signIn')
    })()
  }

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password', type: string, autoComplete: string) => (
    <Field id={`enroll-${name}`} label={t(`fields.${name}`)} error={errorText(errors[name])}>
      {(a) => <Input id={`enroll-${name}`} type={type} autoComplete={autoComplete} aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register(name)} />}
    </Field>
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="enroll-form-title">
      <h2 id="enroll-form-title" className="text-lg font-semibold">
        {mode === 'signIn' ? t('signInTitle') : t('signUpTitle')}
      </h2>
      {formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
          {formError}
        </p>
      )}
      {mode === 'signUp' && field('firstName', 'text', 'given-name')}
      {mode === 'signUp' && field('lastName', 'text', 'family-name')}
      {field('email', 'email', 'username')}
      {field('password', 'password', mode === 'signIn' ? 'current-password' : 'new-password')}
      <Button type="submit" disabled={isSubmitting}>
        {mode === 'signIn' ? t('signIn') : t('signUp')}
      </Button>
      <Button type="button" variant="link" onClick={switchMode}>
        {mode === 'signIn' ? t('toSignUp') : t('toSignIn')}
      </Button>
    </form>
  )
}

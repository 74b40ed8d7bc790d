'use client'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import { SubmitButton } from '@/components/forms/submit-button'
import { SelectField } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TitledForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { NewPasswordField } from '@/components/forms/password-input'
import { registerAction } from '@/lib/actions/auth/access'
import { REGISTRATION_ROLES } from '@/lib/auth/roles'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { RegisterInput } from '@/lib/validation/auth'
import { PersonNameFields } from '@/components/people/person-name-fields'
import { EmailField } from './email-field'
import { useSignedIn } from './use-signed-in'

// The shared schema, with zod loaded on first use (see lazy-resolver).
const resolver = lazyZodResolver<RegisterInput>(() =>
  import('@/lib/validation/auth').then((m) => m.registerSchema),
)

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  role: '' as RegisterInput['role'],
  schoolName: '',
}

export function RegisterForm() {
  const t = useT('auth')
  const signedIn = useSignedIn()
  const { form, field, formAlert, pending, parts } = usePageForm<
    RegisterInput,
    { message: string; signedIn: boolean }
  >({
    resolver,
    defaultValues: EMPTY,
    action: registerAction,
    onSuccess: (data) => {
      if (data.signedIn) return signedIn(data.message)
      notify('success', t('toast.success'), data.message)
      form.reset(EMPTY)
      formAlert.show('success', data.message)
    },
  })

  return (
    <TitledForm id="auth-form-title" title={t('registerTitle')} {...parts}>
      <PersonNameFields idPrefix="register" own field={field} t={t} />
      <EmailField id="register-email" autoComplete="email" {...field('email')} />
      <NewPasswordField id="register-password" {...field('password')} />
      <SelectField
        id="register-role"
        label={t('fields.role')}
        empty={t('rolePlaceholder')}
        options={REGISTRATION_ROLES.map((role) => ({
          value: role,
          label: t(`roleOptions.${role}`),
        }))}
        {...field('role')}
      />
      <TextField
        id="register-school"
        label={t('fields.schoolName')}
        hint={t('schoolNameHint')}
        autoComplete="organization"
        {...field('schoolName')}
      />
      <SubmitButton pending={pending} label={t('register')} pendingLabel={t('registering')} />
    </TitledForm>
  )
}

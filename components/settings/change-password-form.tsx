'use client'
import { useT } from '@/components/i18n/client-messages'
import { CurrentPasswordField, NewPasswordField } from '@/components/forms/password-input'
import { SubmitButton } from '@/components/forms/submit-button'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { changePasswordAction } from '@/lib/actions/auth/change-password'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ChangePasswordInput } from '@/lib/validation/auth'

const resolver = lazyZodResolver<ChangePasswordInput>(() =>
  import('@/lib/validation/auth').then((m) => m.changePasswordSchema),
)

/** The current password and a new one; the answer is said above the fields (a status or an alert). */
export function ChangePasswordForm() {
  const t = useT('settings')
  const { form, field, formAlert, pending, parts } = usePageForm<
    ChangePasswordInput,
    { message: string }
  >({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '' },
    action: changePasswordAction,
    onSuccess: (data) => {
      form.reset()
      formAlert.show('success', data.message)
    },
  })

  return (
    <PageForm {...parts} labelledBy="password-title">
      <CurrentPasswordField
        id="current-password"
        label={t('password.current')}
        {...field('currentPassword')}
      />
      <NewPasswordField id="new-password" label={t('password.new')} {...field('newPassword')} />
      <div>
        <SubmitButton
          pending={pending}
          label={t('password.save')}
          pendingLabel={t('password.saving')}
        />
      </div>
    </PageForm>
  )
}

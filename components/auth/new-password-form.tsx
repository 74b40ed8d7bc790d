'use client'
import { useT } from '@/components/i18n/client-messages'
import { NewPasswordField } from '@/components/forms/password-input'
import { SubmitButton } from '@/components/forms/submit-button'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { setNewPasswordAction } from '@/lib/actions/auth/password-reset'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { NewPasswordInput } from '@/lib/validation/auth'
import { useSignedIn } from './use-signed-in'

const resolver = lazyZodResolver<NewPasswordInput>(() =>
  import('@/lib/validation/auth').then((m) => m.newPasswordSchema),
)

/** The new password, with the same rules as at registration; then on to the dashboard, signed in. */
export function NewPasswordForm() {
  const t = useT('passwordReset')
  const signedIn = useSignedIn()
  const { field, pending, parts } = usePageForm<
    NewPasswordInput,
    { message: string; next: string }
  >({
    resolver,
    defaultValues: { password: '' },
    action: setNewPasswordAction,
    onSuccess: (data) => signedIn(data.message, data.next),
  })

  return (
    <PageForm {...parts}>
      <NewPasswordField id="new-password" label={t('newPassword')} {...field('password')} />
      <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
    </PageForm>
  )
}

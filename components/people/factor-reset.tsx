'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmButton } from '@/components/forms/confirm-dialog'
import { useActionButton } from '@/components/forms/use-action-feedback'
import { resetFactorsAction } from '@/lib/actions/members'

/** "Reset two-step verification" for a member who lost their authenticator, after a confirmation. */
export function FactorReset({ id, name }: { id: string; name: string }) {
  const t = useT('people')
  const [pending, run] = useActionButton()
  return (
    <ConfirmButton
      label={t('account.reset')}
      title={t('account.resetTitle', { name })}
      body={t('account.resetBody')}
      confirm={t('account.reset')}
      pending={pending}
      onConfirm={() => run(() => resetFactorsAction({ id }))}
    />
  )
}

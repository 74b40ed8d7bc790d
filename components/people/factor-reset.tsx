'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { resetFactorsAction } from '@/lib/actions/members'

/** "Reset two-step verification" for a member who lost their authenticator, after a confirmation. */
export function FactorReset({ id, name }: { id: string; name: string }) {
  const t = useT('people')
  return (
    <ConfirmActionButton
      label={t('account.reset')}
      title={t('account.resetTitle', { name })}
      body={t('account.resetBody')}
      action={() => resetFactorsAction({ id })}
    />
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { useNamedLabel } from '@/components/forms/named-label'
import { setMemberActiveAction } from '@/lib/actions/members'

/**
 * Activate (or approve) a member, or deactivate them after a confirmation. One button whose
 * label changes, so the keyboard focus stays on it; the lists keep their order, so the row
 * stays where it was.
 */
export function MemberActivation({
  id,
  name,
  isActive,
  approve = false,
}: {
  id: string
  name: string
  isActive: boolean
  approve?: boolean
}) {
  const t = useT('status')
  const tp = useT('people')
  const named = useNamedLabel()
  const label = isActive ? t('deactivate') : approve ? tp('approve') : t('activate')
  return (
    <ConfirmActionButton
      variant={isActive ? 'outline' : 'default'}
      label={label}
      ariaLabel={named(label, name)}
      title={tp('deactivateTitle', { name })}
      body={tp('deactivateBody')}
      confirm={t('deactivate')}
      skipConfirm={!isActive}
      action={() => setMemberActiveAction({ id, active: !isActive })}
    />
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { focusPageHeading } from '@/components/forms/use-action-feedback'
import { unlinkParentAction } from '@/lib/actions/members'

/** Unlink one parent from the student, after a confirmation. */
export function UnlinkParentButton({ linkId, name }: { linkId: string; name: string }) {
  const t = useT('people')
  return (
    <ConfirmActionButton
      label={t('guardians.unlink')}
      ariaLabel={t('guardians.unlinkNamed', { name })}
      title={t('guardians.unlinkTitle', { name })}
      body={t('guardians.unlinkBody')}
      action={() => unlinkParentAction({ id: linkId })}
      after={focusPageHeading}
    />
  )
}

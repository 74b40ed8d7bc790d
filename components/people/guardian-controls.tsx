'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmButton } from '@/components/forms/confirm-dialog'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { unlinkParentAction } from '@/lib/actions/members'

/** Unlink one parent from the student, after a confirmation. */
export function UnlinkParentButton({ linkId, name }: { linkId: string; name: string }) {
  const t = useT('people')
  const [pending, run] = useActionButton()
  return (
    <ConfirmButton
      label={t('guardians.unlink')}
      ariaLabel={t('guardians.unlinkNamed', { name })}
      title={t('guardians.unlinkTitle', { name })}
      body={t('guardians.unlinkBody')}
      confirm={t('guardians.unlink')}
      pending={pending}
      onConfirm={() => run(() => unlinkParentAction({ id: linkId }), focusPageHeading)}
    />
  )
}

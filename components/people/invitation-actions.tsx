'use client'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { focusPageHeading, useActionButton } from '@/components/forms/use-action-feedback'
import { PendingButton } from '@/components/forms/pending-button'
import { revokeInvitationAction, sendInvitationAction } from '@/lib/actions/people'

/**
 * An open invitation's buttons: send its e-mail (again), and revoke it after a confirmation
 * (only while nobody has an account from it yet). Buttons stay enabled while an action runs
 * (aria-disabled), so the keyboard focus stays where it was.
 */
export function InvitationActions({
  id,
  email,
  canRevoke,
}: {
  id: string
  email: string
  canRevoke: boolean
}) {
  const t = useT('people')
  const [pending, run] = useActionButton()
  return (
    <div className="flex flex-wrap gap-2">
      <PendingButton
        variant="outline"
        pending={pending}
        aria-label={t('invitations.sendNamed', { email })}
        onClick={() => run(() => sendInvitationAction({ id }))}
      >
        {t('invitations.send')}
      </PendingButton>
      {canRevoke && (
        <ConfirmActionButton
          label={t('invitations.revoke')}
          ariaLabel={t('invitations.revokeNamed', { email })}
          title={t('invitations.revokeTitle', { email })}
          body={t('invitations.revokeBody')}
          action={() => revokeInvitationAction({ id })}
          after={focusPageHeading}
        />
      )}
    </div>
  )
}

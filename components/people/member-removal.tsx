'use client'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmActionButton } from '@/components/forms/confirm-action-button'
import { focusPageHeading } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { removeMemberAction } from '@/lib/actions/members'

/**
 * Remove a member from the school, after a confirmation: the account goes to the bin. On the
 * member's own page (`leaveTo`) the page has nothing left to show, so the principal is taken
 * to the list it came from; in a list the row goes and focus moves to the page heading.
 */
export function MemberRemoval({
  id,
  name,
  leaveTo,
}: {
  id: string
  name: string
  leaveTo?: string
}) {
  const tp = useT('people')
  const named = useNamedLabel()
  const router = useRouter()
  return (
    <ConfirmActionButton
      label={tp('remove')}
      ariaLabel={named(tp('remove'), name)}
      title={tp('removeTitle', { name })}
      body={tp('removeBody')}
      action={() => removeMemberAction({ id, name })}
      after={leaveTo ? () => router.push(leaveTo) : focusPageHeading}
    />
  )
}

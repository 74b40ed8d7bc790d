'use client'
import { useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { ConfirmDialog } from '@/components/forms/confirm-dialog'
import { useActionButton } from '@/components/forms/use-action-feedback'
import { Button } from '@/components/ui/button'
import { setMemberActiveAction } from '@/lib/actions/members'

/**
 * Activate (or approve) a member, or deactivate them after a confirmation. One button whose
 * label changes, never disabled while the action runs (a disabled button drops the keyboard
 * focus to the page), so focus stays on it; the list keeps its order, so the row stays put.
 */
export function MemberActivation({ id, name, isActive, approve = false }: { id: string; name: string; isActive: boolean; approve?: boolean }) {
  const t = useT('status')
  const tp = useT('people')
  const [pending, run] = useActionButton()
  const [confirming, setConfirming] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const label = isActive ? t('deactivate') : approve ? tp('approve') : t('activate')
  const named = isActive ? t('deactivateNamed', { name }) : approve ? tp('approveNamed', { name }) : t('activateNamed', { name })
  const setActive = (active: boolean) => run(() => setMemberActiveAction({ id, active }))
  return (
    <>
      <Button
        ref={button}
        variant={isActive ? 'outline' : 'default'}
        aria-disabled={pending}
        aria-label={named}
        onClick={() => {
          if (pending) return
          if (isActive) setConfirming(true)
          else setActive(true)
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tp('deactivateTitle', { name })}
        body={tp('deactivateBody')}
        confirm={t('deactivate')}
        onConfirm={() => setActive(false)}
        returnFocusTo={button}
      />
    </>
  )
}

'use client'
import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { purgeAction, restoreAction } from '@/lib/actions/bin'
import { focusPageHeading, useActionFeedback } from '@/components/forms/use-action-feedback'

/** Restore (the deleter or a principal) and delete forever (principals only). */
export function BinActions({ id, label, canPurge }: { id: string; label: string; canPurge: boolean }) {
  const t = useT('bin')
  const feedback = useActionFeedback()
  const router = useRouter()
  const [pending, start] = useTransition()
  const run = (action: typeof restoreAction) =>
    start(async () => {
      if (feedback(await action({ id }))) {
        router.refresh()
        focusPageHeading()
      }
    })
  const purge = () => {
    // Forever is forever: one native confirm, which every assistive technology handles.
    if (window.confirm(t('confirmPurge', { name: label }))) run(purgeAction)
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => run(restoreAction)} disabled={pending} aria-label={t('restoreNamed', { name: label })}>
        {t('restore')}
      </Button>
      {canPurge && (
        <Button variant="destructive" onClick={purge} disabled={pending} aria-label={t('purgeNamed', { name: label })}>
          {t('purge')}
        </Button>
      )}
    </div>
  )
}

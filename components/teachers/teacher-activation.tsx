'use client'
import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { useActionFeedback } from '@/components/forms/use-action-feedback'
import { setTeacherActiveAction } from '@/lib/actions/teachers'

/** Activate a pending teacher, or deactivate an active one. */
export function TeacherActivation({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const t = useT('status')
  const feedback = useActionFeedback()
  const router = useRouter()
  const [pending, start] = useTransition()
  const run = () =>
    start(async () => {
      if (feedback(await setTeacherActiveAction({ id, active: !isActive }))) router.refresh()
    })
  return (
    <Button variant={isActive ? 'outline' : 'default'} onClick={run} disabled={pending} aria-label={t(isActive ? 'deactivateNamed' : 'activateNamed', { name })}>
      {t(isActive ? 'deactivate' : 'activate')}
    </Button>
  )
}

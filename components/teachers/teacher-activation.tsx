'use client'
import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { useActionFeedback } from '@/components/bin/use-action-feedback'
import { setTeacherActiveAction } from '@/lib/actions/teachers'

/** Activate a pending teacher, or deactivate an active one. */
export function TeacherActivation({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const t = useTranslations('status')
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

'use client'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { useActionButton } from '@/components/forms/use-action-feedback'
import { useNamedLabel } from '@/components/forms/named-label'
import { setTeacherActiveAction } from '@/lib/actions/teachers'

/** Activate a pending teacher, or deactivate an active one. */
export function TeacherActivation({ id, name, isActive }: { id: string; name: string; isActive: boolean }) {
  const t = useT('status')
  const named = useNamedLabel()
  const [pending, run] = useActionButton()
  const label = t(isActive ? 'deactivate' : 'activate')
  return (
    <Button
      variant={isActive ? 'outline' : 'default'}
      onClick={() => run(() => setTeacherActiveAction({ id, active: !isActive }))}
      disabled={pending}
      aria-label={named(label, name)}
    >
      {label}
    </Button>
  )
}

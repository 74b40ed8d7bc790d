'use client'
import { useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { FormAlert } from '@/components/forms/form-alert'
import { setStudentMessagingAction } from '@/lib/actions/messages'
import { announce } from '@/lib/accessibility/announce'

/**
 * The principal's switch for messages between staff and students (schools.student_messaging;
 * off by default, as in Wilma). The change is announced; a refusal puts the box back.
 */
export function StudentMessagingSetting({ on: initial }: { on: boolean }) {
  const t = useT('messages')
  const router = useRouter()
  const [on, setOn] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [pending, start] = useTransition()
  const change = (next: boolean) => {
    setOn(next)
    start(async () => {
      setError(null)
      const result = await setStudentMessagingAction({ on: next })
      if (!result.ok) {
        setOn(!next)
        setError(result.error ?? t('setting.saveFailed'))
        return
      }
      announce(result.data.message)
      router.refresh()
    })
  }
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <input
          id="student-messaging"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          checked={on}
          aria-disabled={pending || undefined}
          aria-describedby="student-messaging-hint"
          onChange={(event) => !pending && change(event.target.checked)}
        />
        <div className="grid gap-1">
          <label htmlFor="student-messaging" className="font-medium">
            {t('setting.label')}
          </label>
          <p id="student-messaging-hint" className="text-sm text-muted-foreground">
            {t('setting.hint')}
          </p>
        </div>
      </div>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
    </div>
  )
}

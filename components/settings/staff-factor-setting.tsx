'use client'
import { useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { FormAlert } from '@/components/forms/form-alert'
import { notify } from '@/lib/notify'
import { setStaffFactorRequiredAction } from '@/lib/actions/auth/staff-factor'

/**
 * The principal's switch for "require a second factor of all staff". Turning it on needs a
 * factor of their own (the database refuses otherwise), so until then the box explains why.
 */
export function StaffFactorSetting({
  required,
  ownFactor,
}: {
  required: boolean
  ownFactor: boolean
}) {
  const t = useT('secondFactor')
  const tAuth = useT('auth')
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  // The box follows the click at once and goes back if the database refuses.
  const [on, setOn] = useState(required)

  const change = (next: boolean) => {
    // Outside the transition, so the box shows the click before the answer comes.
    setOn(next)
    startTransition(async () => {
      setError(null)
      const result = await setStaffFactorRequiredAction({ required: next })
      if (!result.ok) {
        setOn(!next)
        setError(result.error ?? t('saveFailed'))
        return
      }
      notify('success', tAuth('toast.success'), result.data.message)
      router.refresh()
    })
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-3">
        <input
          id="staff-factor-required"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-primary"
          checked={on}
          disabled={pending || (!on && !ownFactor)}
          aria-describedby="staff-factor-required-hint"
          onChange={(event) => change(event.target.checked)}
        />
        <div className="grid gap-1">
          <label htmlFor="staff-factor-required" className="font-medium">
            {t('requireLabel')}
          </label>
          <p id="staff-factor-required-hint" className="text-sm text-muted-foreground">
            {!on && !ownFactor ? t('requireHint') : t('schoolBody')}
          </p>
        </div>
      </div>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
    </div>
  )
}

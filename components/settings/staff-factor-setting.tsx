'use client'
import { useT } from '@/components/i18n/client-messages'
import { SwitchSetting, useSavedSwitch } from '@/components/forms/switch-setting'
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
  const saved = useSavedSwitch(
    required,
    (next) => setStaffFactorRequiredAction({ required: next }),
    (message) => notify('success', tAuth('toast.success'), message),
    t('saveFailed'),
  )
  const blocked = !saved.on && !ownFactor
  return (
    <div className="grid gap-3">
      <SwitchSetting
        id="staff-factor-required"
        label={t('requireLabel')}
        hint={blocked ? t('requireHint') : t('schoolBody')}
        checked={saved.on}
        disabled={saved.pending || blocked}
        onChange={saved.change}
      />
      {saved.alert}
    </div>
  )
}

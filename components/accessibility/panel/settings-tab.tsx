'use client'

import { TitledFieldset } from '@/components/forms/titled-fieldset'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/accessibility/announce'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  type AccessibilitySettingKey,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'
import { useAccessibilitySettings } from '../settings-context'
import { SettingControl } from './setting-control'
import { SETTING_GROUPS } from './setting-groups'
import { settingChangeText } from './change-text'

/** The nineteen settings in their sections; each change applies at once and is announced. */
export function SettingsTab() {
  const t = useT('accessibilityPanel')
  const { settings, update } = useAccessibilitySettings()

  const change = <K extends AccessibilitySettingKey>(name: K, value: AccessibilitySettings[K]) => {
    update({ [name]: value } as Partial<AccessibilitySettings>)
    announce(settingChangeText(t, name, value))
  }

  const reset = () => {
    update(DEFAULT_ACCESSIBILITY_SETTINGS)
    announce(t('resetDone'))
  }

  return (
    <div className="grid gap-4">
      {SETTING_GROUPS.map((group) => (
        <TitledFieldset key={group.id} legend={t(`groups.${group.id}`)}>
          {group.settings.map((name) => (
            <SettingControl key={name} name={name} value={settings[name]} onChange={change} />
          ))}
        </TitledFieldset>
      ))}
      <Button type="button" variant="outline" onClick={reset}>
        {t('reset')}
      </Button>
    </div>
  )
}

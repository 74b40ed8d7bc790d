import type { ClientTranslator } from '@/components/i18n/client-messages'
import type { AccessibilitySettingKey, AccessibilitySettings } from '@/lib/accessibility/settings'

/** What a screen reader hears after a change: "High contrast: on", "Font size: 150 %". */
export function settingChangeText<K extends AccessibilitySettingKey>(
  t: ClientTranslator,
  name: K,
  value: AccessibilitySettings[K],
): string {
  const label = t(`settings.${name}.label`)
  const shown =
    typeof value === 'boolean'
      ? t(value ? 'on' : 'off')
      : typeof value === 'number'
        ? t('percent', { value })
        : t(`announcementLevels.${String(value)}`)
  return t('changed', { setting: label, value: shown })
}

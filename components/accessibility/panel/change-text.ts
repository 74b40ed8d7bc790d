import type { TranslateIn } from '@/lib/i18n/message-keys'
import type { AccessibilitySettingKey, AccessibilitySettings } from '@/lib/accessibility/settings'

/** What a screen reader hears after a change: "High contrast: on", "Font size: 150 %". */
export function settingChangeText<K extends AccessibilitySettingKey>(
  t: TranslateIn<'accessibilityPanel'>,
  name: K,
  value: AccessibilitySettings[K],
): string {
  return t('changed', { setting: t(`settings.${name}.label`), value: valueText(t, value) })
}

/** A setting's value in words; the settings that are neither on/off nor a number are levels. */
function valueText(
  t: TranslateIn<'accessibilityPanel'>,
  value: AccessibilitySettings[AccessibilitySettingKey],
): string {
  if (typeof value === 'boolean') return t(value ? 'on' : 'off')
  if (typeof value === 'number') return t('percent', { value })
  return t(`announcementLevels.${value}`)
}

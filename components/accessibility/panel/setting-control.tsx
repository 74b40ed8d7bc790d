'use client'

import { CheckboxField } from '@/components/forms/checkbox-field'
import { useT } from '@/components/i18n/client-messages'
import { NativeSelect } from '@/components/ui/native-select'
import {
  ANNOUNCEMENT_LEVELS,
  CONTRAST_LEVEL,
  FONT_SIZE,
  type AccessibilitySettingKey,
  type AccessibilitySettings,
  type AnnouncementLevel,
} from '@/lib/accessibility/settings'

const CONTRAST_STEP = 10

/** One setting's control: a checkbox for an on/off setting, a slider or a list for the rest. */
export function SettingControl<K extends AccessibilitySettingKey>({
  name,
  value,
  onChange,
}: {
  name: K
  value: AccessibilitySettings[K]
  onChange: (name: K, value: AccessibilitySettings[K]) => void
}) {
  const t = useT('accessibilityPanel')
  const id = `a11y-setting-${name}`
  const label = t(`settings.${name}.label`)
  const hint = t(`settings.${name}.description`)
  const set = (next: unknown) => onChange(name, next as AccessibilitySettings[K])

  if (typeof value === 'boolean') {
    return (
      <CheckboxField
        id={id}
        label={label}
        hint={hint}
        checked={value}
        onChange={(e) => set(e.currentTarget.checked)}
      />
    )
  }

  if (name === 'announcementLevel') {
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <NativeSelect
          id={id}
          aria-describedby={`${id}-hint`}
          value={String(value)}
          onChange={(e) => set(e.currentTarget.value as AnnouncementLevel)}
        >
          {ANNOUNCEMENT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`announcementLevels.${level}`)}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    )
  }

  const range = name === 'fontSize' ? { ...FONT_SIZE } : { ...CONTRAST_LEVEL, step: CONTRAST_STEP }
  const shown = t('percent', { value: Number(value) })
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="h-11 w-full accent-primary"
        min={range.min}
        max={range.max}
        step={range.step}
        value={Number(value)}
        aria-valuetext={shown}
        aria-describedby={`${id}-hint`}
        onChange={(e) => set(Number(e.currentTarget.value))}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  )
}

import { describe, expect, it } from 'vitest'
import { SETTING_GROUPS } from '@/components/accessibility/panel/setting-groups'
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '@/lib/accessibility/settings'

describe('the panel’s sections', () => {
  it('hold each of the nineteen settings exactly once', () => {
    const shown = SETTING_GROUPS.flatMap((g) => [...g.settings]).sort()
    expect(shown).toEqual(Object.keys(DEFAULT_ACCESSIBILITY_SETTINGS).sort())
    expect(shown).toHaveLength(19)
  })
})

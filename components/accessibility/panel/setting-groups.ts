import type { AccessibilitySettingKey } from '@/lib/accessibility/settings'

/**
 * The panel's sections and the settings in each, in the order they are shown. Every one of the
 * nineteen settings is in exactly one section (a unit test checks).
 */
export const SETTING_GROUPS = [
  {
    id: 'vision',
    settings: ['fontSize', 'highContrast', 'contrastLevel', 'darkMode', 'colorBlindFriendly'],
  },
  { id: 'hearing', settings: ['captionsEnabled', 'visualAlerts'] },
  { id: 'motor', settings: ['largeClickTargets', 'voiceInput'] },
  {
    id: 'reading',
    settings: ['readingAssistance', 'simplifiedInterface', 'reducedMotion', 'autoplayDisabled'],
  },
  {
    id: 'navigation',
    settings: ['keyboardNavigation', 'focusAssistance', 'skipLinks', 'screenReaderOptimized'],
  },
  { id: 'announcements', settings: ['ariaLive', 'announcementLevel'] },
] as const satisfies readonly { id: string; settings: readonly AccessibilitySettingKey[] }[]

import { getTranslations } from 'next-intl/server'

const linkClass =
  'sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:text-primary-foreground focus:shadow-lg'

/** Skip links, first in the tab order (WCAG 2.4.1). The skip-links setting can hide them (app/accessibility.css). */
export async function SkipLinks({ accessibilityTarget = true }: { accessibilityTarget?: boolean }) {
  const t = await getTranslations('skip')
  return (
    <div data-slot="skip-links">
      <a href="#main-content" className={linkClass}>
        {t('main')}
      </a>
      {accessibilityTarget && (
        <a href="#accessibility-settings" className={linkClass}>
          {t('accessibility')}
        </a>
      )}
    </div>
  )
}

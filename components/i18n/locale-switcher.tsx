import { getLocale, getTranslations } from 'next-intl/server'
import { Languages } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { setLocaleAction } from '@/lib/actions/locale'
import { locales } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'

const NAMES = { en: 'English', fi: 'Suomi' } as const

/** Language switcher: a plain form, so it needs no client JavaScript. */
export async function LocaleSwitcher({ className }: { className?: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('locale')])
  return (
    <form action={setLocaleAction} className={className}>
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t('label')}</legend>
        <Icon node={Languages} className="mr-1 size-4 text-muted-foreground" />
        {locales.map((code) => (
          <button
            key={code}
            type="submit"
            name="locale"
            value={code}
            lang={code}
            aria-pressed={locale === code}
            className={cn(
              'min-h-11 min-w-11 rounded-md px-2 text-sm font-medium hover:bg-accent',
              locale === code && 'bg-secondary underline underline-offset-4',
            )}
          >
            {NAMES[code]}
          </button>
        ))}
      </fieldset>
    </form>
  )
}

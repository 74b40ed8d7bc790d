import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { cn } from '@/lib/utils'

export const INSIGHT_VIEWS = ['students', 'classes', 'subjects'] as const
export type InsightView = (typeof INSIGHT_VIEWS)[number]

/** Links between the three scopes; the current one is marked for screen readers too. */
export async function ViewSwitch({
  view,
  href,
}: {
  view: InsightView
  href: (view: InsightView) => string
}) {
  const t = await getTranslations('insights.views')
  return (
    <nav aria-label={t('label')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {INSIGHT_VIEWS.map((v) => (
          <li key={v}>
            <Link
              href={href(v)}
              aria-current={v === view ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md border px-4 font-medium underline-offset-4 hover:underline',
                v === view ? 'border-primary bg-primary text-primary-foreground' : 'text-primary',
              )}
            >
              {t(v)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

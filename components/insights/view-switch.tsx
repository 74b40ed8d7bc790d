import { getTranslations } from 'next-intl/server'
import { ViewLinks } from '@/components/common/view-links'
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
    <ViewLinks
      label={t('label')}
      className="mb-4"
      links={INSIGHT_VIEWS.map((v) => ({ key: v, href: href(v), text: t(v), current: v === view }))}
      look={(current) =>
        cn(
          'inline-flex min-h-11 items-center rounded-md border px-4 font-medium underline-offset-4 hover:underline',
          current ? 'border-primary bg-primary text-primary-foreground' : 'text-primary',
        )
      }
    />
  )
}

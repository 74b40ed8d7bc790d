import { getTranslations } from 'next-intl/server'
import { Alert } from '@/components/ui/alert'
import { Pager } from '@/components/ui/pager'
import { PAGE_SIZE } from '@/lib/validation/list-params'

/** Paging links plus "rows a–b of n", translated. */
export async function ListPager({
  page,
  total,
  href,
  pageSize = PAGE_SIZE,
}: {
  page: number
  total: number
  href: (page: number) => string
  pageSize?: number
}) {
  const t = await getTranslations('status')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <Pager
      page={page}
      total={total}
      pageSize={pageSize}
      href={href}
      labels={{
        nav: t('pager.nav'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        status: t('pager.status', { page, pages, total }),
      }}
    />
  )
}

/** "Showing 26–50 of 812" for the table caption, so the count is read with the table. */
export async function captionCount(
  page: number,
  shown: number,
  total: number,
  pageSize = PAGE_SIZE,
) {
  const t = await getTranslations('status')
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1
  return t('showing', { from, to: from + Math.max(0, shown - 1), total })
}

export async function LoadError() {
  const t = await getTranslations('status')
  return (
    <Alert variant="destructive" role="alert" className="mb-4">
      <p>{t('loadError')}</p>
    </Alert>
  )
}

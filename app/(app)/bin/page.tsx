import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageMessages } from '@/components/i18n/page-messages'
import { PageHeader } from '@/components/common/page-header'
import { BinActions } from '@/components/bin/bin-actions'
import { captionCount, ListPager, LoadError, pageHref } from '@/components/classes/list-page-parts'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { listBin, purgeExpiredBinItems } from '@/lib/data/bin'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bin')
  return { title: t('title') }
}

/** The bin, newest first: what it was, who moved it here and when. */
export default async function BinPage({ searchParams }: { searchParams: SearchParams }) {
  const { profile, supabase, page } = await pageContext(searchParams)
  const isPrincipal = profile.role === 'principal'
  if (isPrincipal) await purgeExpiredBinItems(supabase)
  const [list, t, format] = await Promise.all([listBin(supabase, { page }), getTranslations('bin'), getFormatter()])
  return (
    <PageMessages namespaces={['bin']}>
      <PageHeader title={t('title')} description={t(isPrincipal ? 'descriptionPrincipal' : 'descriptionTeacher')} />
      {list.error && <LoadError />}
      {list.rows.length === 0 && !list.error ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <Table labelledBy="bin-caption">
          <TableCaption id="bin-caption">{`${t('title')}: ${await captionCount(page, list.rows.length, list.total)}`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('columns.item')}</TableHead>
              <TableHead>{t('columns.kind')}</TableHead>
              <TableHead>{t('columns.deletedBy')}</TableHead>
              <TableHead>{t('columns.deletedAt')}</TableHead>
              <TableHead>{t('columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableHead scope="row">{row.item_label || '—'}</TableHead>
                <TableCell>{t(`kinds.${row.table_name}`)}</TableCell>
                <TableCell>{row.deleter ? `${row.deleter.first_name} ${row.deleter.last_name}` : t('unknownUser')}</TableCell>
                <TableCell>
                  <time dateTime={row.deleted_at}>{format.dateTime(new Date(row.deleted_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </TableCell>
                <TableCell>
                  <BinActions id={row.id} label={row.item_label} canPurge={isPrincipal} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ListPager page={page} total={list.total} href={pageHref('/bin', {})} />
    </PageMessages>
  )
}

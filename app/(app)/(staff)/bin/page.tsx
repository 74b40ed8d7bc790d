import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { BinActions } from '@/components/bin/bin-actions'
import { ListPage } from '@/components/lists/list-page'
import { ListTable } from '@/components/lists/list-table'
import { When } from '@/components/lists/when'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { listBin, purgeExpiredBinItems } from '@/lib/data/bin'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import type { KeyIn } from '@/lib/i18n/message-keys'

export const generateMetadata = titleFrom('bin')

const COLUMNS = ['item', 'kind', 'deletedBy', 'deletedAt', 'actions'] as const

/** The bin, newest first: what it was, who moved it here and when. */
export default async function BinPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { page }] = await Promise.all([
    pageContext(),
    listParams(searchParams),
  ])
  const isPrincipal = profile.role === 'principal'
  if (isPrincipal) await purgeExpiredBinItems(supabase)
  const [list, t] = await Promise.all([listBin(supabase, { page }), getTranslations('bin')])
  return (
    <ListPage
      texts="bin"
      description={t(isPrincipal ? 'descriptionPrincipal' : 'descriptionTeacher')}
      list={list}
      page={page}
      href={pageHref('/bin', {})}
      messages={['bin']}
    >
      {(caption) => (
        <ListTable id="bin" caption={caption} columns={COLUMNS} t={t}>
          {list.rows.map((row) => (
            <TableRow key={row.id}>
              <TableHead scope="row">{row.item_label || '—'}</TableHead>
              {/* The database's check allows only the tables that bin.kinds names. */}
              <TableCell>{t(`kinds.${row.table_name as KeyIn<'bin.kinds'>}`)}</TableCell>
              <TableCell>
                {row.deleter
                  ? `${row.deleter.first_name} ${row.deleter.last_name}`
                  : t('unknownUser')}
              </TableCell>
              <TableCell>
                <When at={row.deleted_at} />
              </TableCell>
              <TableCell>
                <BinActions id={row.id} label={row.item_label} canPurge={isPrincipal} />
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
    </ListPage>
  )
}

import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { Loaded } from '@/components/common/loaded'
import { ListTable } from '@/components/lists/list-table'
import { TableHead, TableRow } from '@/components/ui/table'
import type { Locale } from '@/lib/i18n/locale'
import type { KeyIn, TranslateIn } from '@/lib/i18n/message-keys'
import { Part } from './part'

/** What the parts' summaries and cells write with: the page's messages, numbers and language. */
export type ChildWords = {
  t: TranslateIn<'children'>
  format: Awaited<ReturnType<typeof getFormatter>>
  locale: Locale
}

type TablePart = 'work' | 'grades'

/**
 * One table part of the child's page: which part it is (its ids, `child-work`, and its
 * messages, `children.work.title`, `.none`, `.caption` and `.columns`), its columns (the first
 * is the record's title), the few words above the table, and a record's cells after its title.
 */
export type ChildTable<T, P extends TablePart = TablePart> = {
  part: P
  columns: readonly KeyIn<`children.${P}.columns`>[]
  summary: (items: T[], words: ChildWords) => React.ReactNode
  cells: (item: T, words: ChildWords) => React.ReactNode
}

/**
 * A column's message. ChildTable ties each part's columns to that part's own messages, which
 * TypeScript does not follow through the joined key; every key so joined exists.
 */
const columnKey = (part: TablePart, column: string) =>
  `${part}.columns.${column}` as KeyIn<'children'>

/**
 * A part of the child's page that lists the child's records in a table: under the part's
 * title, what stands in when they failed to load or there are none; otherwise the summary,
 * then a row per record headed by its title.
 */
export async function ChildTablePart<T extends { id: string; title: string }>({
  table,
  name,
  items,
}: {
  table: ChildTable<T>
  name: string
  items: T[] | null
}) {
  const [t, format, locale] = await Promise.all([
    getTranslations('children'),
    getFormatter(),
    getLocale(),
  ])
  const words: ChildWords = { t, format, locale: locale as Locale }
  const { part } = table
  return (
    <Part id={`child-${part}`} title={t(`${part}.title`)}>
      <Loaded items={items} failed={t('loadFailed')} none={t(`${part}.none`, { name })}>
        {(items) => (
          <>
            {table.summary(items, words)}
            <ListTable
              id={`child-${part}-table`}
              caption={t(`${part}.caption`, { name })}
              columns={table.columns.map((column) => t(columnKey(part, column)))}
            >
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableHead scope="row">{item.title}</TableHead>
                  {table.cells(item, words)}
                </TableRow>
              ))}
            </ListTable>
          </>
        )}
      </Loaded>
    </Part>
  )
}

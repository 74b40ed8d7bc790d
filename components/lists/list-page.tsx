import { getTranslations } from 'next-intl/server'
import { PageMessages } from '@/components/i18n/page-messages'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import type { Page } from '@/lib/data/paging'
import { hasMessage, type MessageNamespace, type Translator } from '@/lib/i18n/message-keys'
import { captionCount, ListPager, LoadError } from './list-parts'
import { QuickSearch } from './quick-search'
import { FocusShownRow } from './shown-row'

type Props<T> = {
  /**
   * The page's messages namespace: the defaults for the title (`title`), the description
   * (`description`, when there is one), the search label (`search`) and the empty state
   * (`emptyTitle`, `emptyBody`). Props given below win.
   */
  texts?: MessageNamespace
  title?: string
  description?: string
  /** Buttons beside the heading (e.g. "New class"). */
  actions?: React.ReactNode
  /** Content between the heading and the search (summary figures, a view switch). */
  intro?: React.ReactNode
  /** The quick search; `filters` become fields of its form. */
  search?: { q: string; label?: string }
  /** Filters: inside the search form when there is one, else on their own above the list. */
  filters?: React.ReactNode
  /** The page of rows; `page` and `href` add the pager (lists without paging leave them out). */
  list: Page<T>
  page?: number
  href?: (page: number) => string
  /** Rows per page, when the list's reader pages by another size than PAGE_SIZE. */
  pageSize?: number
  /** What an empty list says; a search (or `filtered`) turns it into "no results". */
  empty?: { title: string; body: string } | React.ReactNode
  filtered?: boolean
  /** A row just created (listParams' `shown`): the reader has put it first; it gets the focus. */
  shown?: string | null
  /** Message namespaces the page's client components use (forms, row buttons). */
  messages?: string[]
  /** The rows, given the table caption: the list's title and "showing a–b of n". */
  children: (caption: string) => React.ReactNode
}

const isText = (empty: unknown): empty is { title: string; body: string } =>
  typeof empty === 'object' &&
  empty !== null &&
  'title' in empty &&
  'body' in empty &&
  typeof empty.title === 'string'

/**
 * Every list page's skeleton: heading, search and filters, load error, empty state, the
 * rows (a table with its caption, or cards) and the pager, in that order.
 */
export async function ListPage<T>(props: Props<T>) {
  const {
    actions,
    intro,
    search,
    filters,
    list,
    page = 1,
    href,
    pageSize,
    messages,
    shown,
    children,
  } = props
  const whole: Promise<Translator> = getTranslations()
  const [t, all] = await Promise.all([getTranslations('status'), whole])
  // A default from the page's namespace, when it has that message.
  const fromTexts = (key: 'title' | 'description' | 'search' | 'emptyTitle' | 'emptyBody') => {
    const path = props.texts && `${props.texts}.${key}`
    return path && hasMessage(all, path) ? all(path) : undefined
  }
  const title = props.title ?? fromTexts('title') ?? ''
  const description = props.description ?? fromTexts('description')
  const empty = props.empty ?? {
    title: fromTexts('emptyTitle') ?? '',
    body: fromTexts('emptyBody') ?? '',
  }
  const isEmpty = list.rows.length === 0 && !list.error
  const q = search?.q ?? ''
  const filtered = props.filtered ?? !!q
  const emptyView = !isText(empty) ? (
    empty
  ) : filtered ? (
    <EmptyState title={t('noResultsTitle')} body={t('noResults', { q })} />
  ) : (
    <EmptyState title={empty.title} body={empty.body} />
  )
  const content = (
    <>
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      {intro}
      {search ? (
        <QuickSearch
          q={search.q}
          labels={{ label: search.label ?? fromTexts('search') ?? '', submit: t('search') }}
        >
          {filters}
        </QuickSearch>
      ) : (
        filters
      )}
      {list.error && <LoadError />}
      {isEmpty
        ? emptyView
        : children(`${title}: ${await captionCount(page, list.rows.length, list.total, pageSize)}`)}
      {shown && <FocusShownRow id={shown} />}
      {href && <ListPager page={page} total={list.total} href={href} pageSize={pageSize} />}
    </>
  )
  return messages ? <PageMessages namespaces={messages}>{content}</PageMessages> : content
}

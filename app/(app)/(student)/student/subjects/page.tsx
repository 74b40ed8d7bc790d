import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { pageContext } from '@/lib/auth/guards'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { listMySubjects } from '@/lib/data/subjects'

export const generateMetadata = titleFrom('studentWork', 'subjectsTitle')

export default async function MySubjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase }, { q, page }] = await Promise.all([pageContext(), listParams(searchParams)])
  const [list, t] = await Promise.all([
    listMySubjects(supabase, { q, page }),
    getTranslations('studentWork'),
  ])
  return (
    <ListPage
      title={t('subjectsTitle')}
      actions={
        <Link
          href="/join-subject"
          className="inline-flex min-h-11 items-center rounded-md border px-4 font-medium hover:bg-accent"
        >
          {t('joinLink')}
        </Link>
      }
      search={{ q, label: t('searchSubjects') }}
      list={list}
      page={page}
      href={pageHref('/student/subjects', { q })}
      empty={{ title: t('noSubjectsTitle'), body: t('noSubjectsBody') }}
    >
      {() => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.rows.map((row) => (
            <li key={row.id} className="rounded-lg border p-4">
              <h2 className="text-lg font-semibold">
                <Link
                  href={`/student/subjects/${row.id}`}
                  className="text-primary underline hover:no-underline"
                >
                  {row.name}
                </Link>
              </h2>
              {row.class && <p className="text-muted-foreground">{row.class.name}</p>}
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  )
}

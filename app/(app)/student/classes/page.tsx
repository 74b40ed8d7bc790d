import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { LoadError } from '@/components/classes/list-page-parts'
import { pageContext, type SearchParams } from '@/lib/data/daily-page'
import { listMyClasses } from '@/lib/data/classes'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('studentWork')
  return { title: t('classesTitle') }
}

export default async function MyClassesPage({ searchParams }: { searchParams: SearchParams }) {
  const { profile, supabase } = await pageContext(searchParams)
  const [{ rows, teachers, error }, t] = await Promise.all([listMyClasses(supabase, profile.id), getTranslations('studentWork')])
  return (
    <>
      <PageHeader title={t('classesTitle')} />
      {error && <LoadError />}
      {rows.length === 0 && !error ? (
        <EmptyState title={t('noClassesTitle')} body={t('noClassesBody')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) =>
            row.class ? (
              <li key={row.id} className="rounded-lg border p-4">
                <h2 className="text-lg font-semibold">{row.class.name}</h2>
                {row.class.description && <p className="text-muted-foreground">{row.class.description}</p>}
                <p className="mt-2">{t('teacherLine', { name: teachers.get(row.class.id) ?? t('noTeacher') })}</p>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </>
  )
}

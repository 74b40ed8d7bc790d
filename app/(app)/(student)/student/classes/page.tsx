import { getTranslations } from 'next-intl/server'
import { titleFrom } from '@/components/common/page-title'
import { ListPage } from '@/components/lists/list-page'
import { pageContext } from '@/lib/auth/guards'
import { listMyClasses } from '@/lib/data/classes'

export const generateMetadata = titleFrom('studentWork', 'classesTitle')

export default async function MyClassesPage() {
  const { profile, supabase } = await pageContext()
  const [{ rows, teachers, error }, t] = await Promise.all([
    listMyClasses(supabase, profile.id),
    getTranslations('studentWork'),
  ])
  return (
    <ListPage
      title={t('classesTitle')}
      list={{ rows, total: rows.length, error }}
      empty={{ title: t('noClassesTitle'), body: t('noClassesBody') }}
    >
      {() => (
        <ul className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) =>
            row.class ? (
              <li key={row.id} className="rounded-lg border p-4">
                <h2 className="text-lg font-semibold">{row.class.name}</h2>
                {row.class.description && (
                  <p className="text-muted-foreground">{row.class.description}</p>
                )}
                <p className="mt-2">
                  {t('teacherLine', { name: teachers.get(row.class.id) ?? t('noTeacher') })}
                </p>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </ListPage>
  )
}

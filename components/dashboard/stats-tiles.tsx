import { getFormatter, getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/common/titled-section'
import type { Role } from '@/lib/auth/roles'
import { getDashboardStats, type DashboardStats } from '@/lib/data/stats'
import type { ServerSupabase } from '@/lib/supabase/server'
import type { KeyIn } from '@/lib/i18n/message-keys'

type Tile = { key: KeyIn<'stats'>; value: number | null; decimals?: boolean }

function tilesFor(data: DashboardStats): Tile[] {
  switch (data.role) {
    case 'principal':
      return [
        { key: 'teachers', value: data.stats.teachers },
        { key: 'classes', value: data.stats.classes },
        { key: 'activeClasses', value: data.stats.active_classes },
      ]
    case 'teacher':
      return [
        { key: 'myClasses', value: data.stats.classes },
        { key: 'myStudents', value: data.stats.students },
        { key: 'activeClasses', value: data.stats.active_classes },
      ]
    case 'student':
      return [
        { key: 'enrolledClasses', value: data.stats.enrolled_classes },
        { key: 'submissions', value: data.stats.submissions },
        { key: 'averageScore', value: data.stats.average_score, decimals: true },
      ]
  }
}

/** The dashboard's stats tiles as a description list (label → number). */
export async function StatsTiles({ data }: { data: DashboardStats | null }) {
  const [t, format] = await Promise.all([getTranslations('stats'), getFormatter()])
  if (!data) return <p className="mb-6 text-muted-foreground">{t('unavailable')}</p>
  return (
    <TitledSection id="stats-title" title={t('title')} hiddenTitle className="mb-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        {tilesFor(data).map((tile) => (
          <div
            key={tile.key}
            className="flex flex-col-reverse rounded-xl border bg-card p-5 shadow-sm"
          >
            <dt className="text-sm text-muted-foreground">{t(tile.key)}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {tile.value === null
                ? t('none')
                : format.number(tile.value, { maximumFractionDigits: tile.decimals ? 1 : 0 })}
            </dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  )
}

/** A role's tiles, read here so that they load alongside the rest of the page; parents have none. */
export async function RoleStats({ supabase, role }: { supabase: ServerSupabase; role: Role }) {
  if (role === 'parent') return null
  return <StatsTiles data={await getDashboardStats(supabase, role)} />
}

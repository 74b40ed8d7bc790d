import { getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { listGuardians, parentOptions } from '@/lib/data/people'
import type { ServerSupabase } from '@/lib/supabase/server'
import { UnlinkParentButton } from './guardian-controls'
import { LinkParentForm } from './link-parent-form'

/** The principal's view of a student's parents: who is linked (and how), unlink, link another. */
export async function GuardiansSection({
  supabase,
  studentId,
}: {
  supabase: ServerSupabase
  studentId: string
}) {
  const [t, guardians, parents] = await Promise.all([
    getTranslations('people'),
    listGuardians(supabase, studentId),
    parentOptions(supabase),
  ])
  const linked = new Set(guardians.map((g) => g.parentId))
  return (
    <TitledSection id="guardians-title" title={t('guardians.title')} className="mb-8">
      <PageMessages namespaces={['people']}>
        {guardians.length === 0 ? (
          <p className="mb-3 text-muted-foreground">{t('guardians.none')}</p>
        ) : (
          <ul className="mb-4 grid gap-2">
            {guardians.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {g.name}{' '}
                  <span className="text-muted-foreground">
                    ({t(g.source === 'manual' ? 'guardians.manual' : 'guardians.byEmail')})
                  </span>
                </span>
                <UnlinkParentButton linkId={g.id} name={g.name} />
              </li>
            ))}
          </ul>
        )}
        <LinkParentForm studentId={studentId} parents={parents.filter((p) => !linked.has(p.id))} />
      </PageMessages>
    </TitledSection>
  )
}

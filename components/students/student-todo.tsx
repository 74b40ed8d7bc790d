import { getTranslations } from 'next-intl/server'
import { accommodationActions } from '@/lib/accommodations/phrasing'

type PlanRow = { accommodation: string; is_active: boolean; details: string | null }
/** A student's accommodations: their codes, the school's extended-time factor, the plan's rows. */
type PlanProps = { codes: readonly string[]; factor: number; details: PlanRow[] }

/**
 * Each accommodation as an instruction ('Allow 50% more time'), with the school's own note if
 * there is one; nothing when none applies. Diagnoses are not an input here.
 */
export async function AccommodationList({ codes, factor, details }: PlanProps) {
  const t = await getTranslations()
  const actions = accommodationActions(codes, factor)
  if (actions.length === 0) return null
  return (
    <ul className="grid gap-2">
      {actions.map((action) => {
        const code = action.key.split('.').pop()
        const note = details.find((d) => d.accommodation === code && d.is_active)?.details
        return (
          <li key={action.key} className="rounded-md border p-3">
            <p className="font-medium">{t(action.key, action.values)}</p>
            {note && <p className="text-sm text-muted-foreground">{note}</p>}
          </li>
        )
      })}
    </ul>
  )
}

/** "What to do" for a student, as their teachers and principal read it. */
export async function StudentTodo({ codes, factor, details }: PlanProps) {
  const t = await getTranslations('students')
  const none = accommodationActions(codes, factor).length === 0
  return (
    <section aria-labelledby="todo-title">
      <h2 id="todo-title" className="mb-2 text-lg font-semibold">
        {t('todoTitle')}
      </h2>
      {none ? (
        <p>{t('todoNone')}</p>
      ) : (
        <AccommodationList codes={codes} factor={factor} details={details} />
      )}
    </section>
  )
}

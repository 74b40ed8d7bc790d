import { getTranslations } from 'next-intl/server'
import { accommodationActions } from '@/lib/accommodations/phrasing'

/**
 * "What to do" for a student: each accommodation as an instruction ('Allow 50% more
 * time'), with the school's own note if there is one. Diagnoses are not an input here.
 */
export async function StudentTodo({
  codes,
  factor,
  details,
}: {
  codes: readonly string[]
  factor: number
  details: { accommodation: string; is_active: boolean; details: string | null }[]
}) {
  const t = await getTranslations()
  const actions = accommodationActions(codes, factor)
  return (
    <section aria-labelledby="todo-title">
      <h2 id="todo-title" className="mb-2 text-lg font-semibold">
        {t('students.todoTitle')}
      </h2>
      {actions.length === 0 ? (
        <p>{t('students.todoNone')}</p>
      ) : (
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
      )}
    </section>
  )
}

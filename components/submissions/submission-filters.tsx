import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SubjectFilter } from '@/components/assignments/subject-filter'
import { SelectField } from '@/components/forms/select-field'
import type { SubjectOption } from '@/lib/data/subjects'
import { SUBMISSION_STATUSES } from '@/lib/validation/submissions'

/** Subject, assignment and status filters as one GET form; the server does the filtering. */
export async function SubmissionFilters({
  subjects,
  subjectId,
  assignmentId,
  status,
}: {
  subjects: SubjectOption[]
  subjectId: string | null
  assignmentId: string | null
  status: string | null
}) {
  const [t, ts] = await Promise.all([getTranslations('submissions'), getTranslations('status')])
  const shown = subjectId ? subjects.filter((s) => s.id === subjectId) : subjects
  return (
    <form method="get" aria-label={t('filters')} className="mb-4 flex flex-wrap items-end gap-3">
      <SubjectFilter value={subjectId} subjects={subjects} labels={{ label: t('subjectFilter'), all: t('allSubjects') }} />
      <div className="grid min-w-56 gap-2">
        <Label htmlFor="assignment-filter">{t('assignmentFilter')}</Label>
        <NativeSelect id="assignment-filter" name="assignment" defaultValue={assignmentId ?? ''}>
          <option value="">{t('allAssignments')}</option>
          {shown.map((s) => (
            <optgroup key={s.id} label={s.name}>
              {s.assignments.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <SelectField
        id="status-filter"
        name="status"
        label={t('statusFilter')}
        empty={t('allStatuses')}
        options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        defaultValue={status ?? ''}
        className="min-w-44"
      />
      <Button type="submit">{ts('filter')}</Button>
    </form>
  )
}

import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SelectField } from '@/components/forms/select-field'
import { RecordFilter } from '@/components/lists/record-filter'
import { pageHref } from '@/lib/data/paging'
import type { SubjectOption } from '@/lib/data/subjects'
import { SUBMISSION_STATUSES } from '@/lib/validation/submissions'

/** Subject, assignment and status filters as one GET form; the server does the filtering. */
export async function SubmissionFilters({
  subjects,
  subjectId,
  assignmentId,
  status,
  student,
  studentId,
}: {
  subjects: SubjectOption[]
  subjectId: string | null
  assignmentId: string | null
  status: string | null
  /** The student name typed, and one student chosen by a link (kept until the form is sent again). */
  student: string
  studentId: string | null
}) {
  const [t, ts] = await Promise.all([getTranslations('submissions'), getTranslations('status')])
  // Only the chosen subject's assignments (and a chosen assignment) are loaded; with neither
  // chosen, the list says to choose a subject first.
  const shown = subjects.filter((s) => s.assignments.length > 0)
  const hint = !subjectId && !assignmentId
  const withoutStudent = pageHref('/submissions', {
    subject: subjectId,
    assignment: assignmentId,
    status,
    q: student,
  })(1)
  return (
    <form method="get" aria-label={t('filters')} className="mb-4 flex flex-wrap items-end gap-3">
      <RecordFilter name="subject" texts="submissions" value={subjectId} options={subjects} />
      <div className="grid min-w-[min(14rem,100%)] gap-2">
        <Label htmlFor="assignment-filter">{t('assignmentFilter')}</Label>
        <NativeSelect
          id="assignment-filter"
          name="assignment"
          defaultValue={assignmentId ?? ''}
          aria-describedby={hint ? 'assignment-filter-hint' : undefined}
        >
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
        {hint && (
          <p id="assignment-filter-hint" className="text-sm text-muted-foreground">
            {t('assignmentFilterHint')}
          </p>
        )}
      </div>
      <SelectField
        id="status-filter"
        name="status"
        label={t('statusFilter')}
        empty={t('allStatuses')}
        options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        defaultValue={status ?? ''}
        className="min-w-[min(11rem,100%)]"
      />
      <div className="grid min-w-[min(12rem,100%)] gap-2">
        <Label htmlFor="student-filter">{t('studentFilter')}</Label>
        <Input
          id="student-filter"
          name="q"
          type="search"
          defaultValue={student}
          autoComplete="off"
        />
      </div>
      <Button type="submit">{ts('filter')}</Button>
      {studentId && (
        <p className="basis-full">
          {t('oneStudent')}{' '}
          <Link
            href={withoutStudent}
            className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline"
          >
            {t('allStudents')}
          </Link>
        </p>
      )}
    </form>
  )
}

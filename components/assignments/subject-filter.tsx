import { RecordFilterField } from '@/components/lists/record-filter'

/** The subject filter with its words given by the caller (the submissions filter form). */
export function SubjectFilter({
  subjects,
  ...field
}: Omit<React.ComponentProps<typeof RecordFilterField>, 'name' | 'options'> & {
  subjects: React.ComponentProps<typeof RecordFilterField>['options']
}) {
  return <RecordFilterField name="subject" options={subjects} {...field} />
}

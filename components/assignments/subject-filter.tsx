import { SelectField, byName } from '@/components/forms/select-field'

export function SubjectFilter({
  value,
  subjects,
  labels,
  name = 'subject',
}: {
  value: string | null
  subjects: { id: string; name: string }[]
  labels: { label: string; all: string }
  name?: string
}) {
  return (
    <SelectField
      id={`${name}-filter`}
      name={name}
      label={labels.label}
      empty={labels.all}
      options={byName(subjects)}
      defaultValue={value ?? ''}
      className="min-w-[min(12rem,100%)]"
    />
  )
}

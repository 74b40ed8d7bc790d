import { SelectField, byName } from '@/components/forms/select-field'

/** The principal's class filter ('all' or one class), a field of the quick-search form. */
export function ClassFilter({
  value,
  classes,
  labels,
}: {
  value: string | null
  classes: { id: string; name: string }[]
  labels: { label: string; all: string }
}) {
  return (
    <SelectField
      id="class-filter"
      name="class"
      label={labels.label}
      empty={labels.all}
      options={byName(classes)}
      defaultValue={value ?? ''}
      className="min-w-[min(12rem,100%)]"
    />
  )
}

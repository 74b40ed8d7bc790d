import { getTranslations } from 'next-intl/server'
import { SelectField, byName } from '@/components/forms/select-field'

type Field = {
  value: string | null
  options: readonly { id: string; name: string }[]
}

/**
 * A list's filter by a related record, 'all' or one of them, as a field of the quick-search
 * form: its name is the URL parameter the page reads back.
 */
function RecordFilterField({
  name,
  value,
  options,
  labels,
}: Field & { name: string; labels: { label: string; all: string } }) {
  return (
    <SelectField
      id={`${name}-filter`}
      name={name}
      label={labels.label}
      empty={labels.all}
      options={byName(options)}
      defaultValue={value ?? ''}
      className="min-w-[min(12rem,100%)]"
    />
  )
}

/**
 * The filter by subject or by class, with its words from the page's messages namespace
 * (`subjectFilter` and `allSubjects`, or `classFilter` and `allClasses`).
 */
export async function RecordFilter(
  props: Field &
    (
      | { name: 'subject'; texts: 'assignments' | 'submissions' | 'videos' }
      | { name: 'class'; texts: 'subjects' | 'insights' }
    ),
) {
  const t = await getTranslations()
  const labels =
    props.name === 'subject'
      ? { label: t(`${props.texts}.subjectFilter`), all: t(`${props.texts}.allSubjects`) }
      : { label: t(`${props.texts}.classFilter`), all: t(`${props.texts}.allClasses`) }
  return (
    <RecordFilterField
      name={props.name}
      value={props.value}
      options={props.options}
      labels={labels}
    />
  )
}

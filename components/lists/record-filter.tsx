import { getTranslations } from 'next-intl/server'
import { SelectField, byName } from '@/components/forms/select-field'

/**
 * A list's filter by subject or by class, 'all' or one of them, as a field of the quick-search
 * form: its name is the URL parameter the page reads back, and its words come from the page's
 * messages namespace (`subjectFilter` and `allSubjects`, or `classFilter` and `allClasses`).
 */
export async function RecordFilter(
  props: {
    value: string | null
    options: readonly { id: string; name: string }[]
  } & (
    | { name: 'subject'; texts: 'assignments' | 'submissions' | 'videos' }
    | { name: 'class'; texts: 'subjects' | 'insights' }
  ),
) {
  const t = await getTranslations()
  const [label, all] =
    props.name === 'subject'
      ? [t(`${props.texts}.subjectFilter`), t(`${props.texts}.allSubjects`)]
      : [t(`${props.texts}.classFilter`), t(`${props.texts}.allClasses`)]
  return (
    <SelectField
      id={`${props.name}-filter`}
      name={props.name}
      label={label}
      empty={all}
      options={byName(props.options)}
      defaultValue={props.value ?? ''}
      className="min-w-[min(12rem,100%)]"
    />
  )
}

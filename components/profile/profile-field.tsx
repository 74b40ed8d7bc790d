'use client'
import type { Messages } from 'next-intl'
import { useFormContext, type Path } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxGroupField } from '@/components/forms/checkbox-field'
import { SelectField, type SelectOption } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import type { TranslateIn } from '@/lib/i18n/message-keys'
import {
  COMMUNICATION_METHODS,
  DISABILITIES,
  FONT_SIZES,
  GENDERS,
  LANGUAGES,
  LEARNING_STYLES,
  PARENTAL_COMMUNICATION,
  SEVERITIES,
} from '@/lib/profile/options'
import type { ProfileInput } from '@/lib/validation/profile'
import { choices } from './field-helpers'

// The profile form's fields, so each tab says only what differs: the id, the value's path in
// the form (ProfileForm provides the form), and what the control needs. The label is
// `profile.fields.<label>`, by default the path's last part; a select's empty choice is "Choose".

type FieldKey = keyof Messages['profile']['fields']
type ProfilePath = Path<ProfileInput>
type Leaf<P extends string> = P extends `${string}.${infer Rest}` ? Leaf<Rest> : P
/** The paths whose last part names their label. */
type SelfLabelled = { [P in ProfilePath]: Leaf<P> extends FieldKey ? P : never }[ProfilePath]

type Named = { id: string } & (
  { name: SelfLabelled; label?: FieldKey } | { name: ProfilePath; label: FieldKey }
)

function useProfileField({ id, name, label }: Named) {
  const t = useT('profile')
  const field = useFieldProps(useFormContext<ProfileInput>())
  // Without `label`, the type of `name` guarantees its last part is a key of `fields`.
  const key = label ?? (name.split('.').pop() as FieldKey)
  return { id, label: t(`fields.${key}`), ...field(name) }
}

type Own<P> = Omit<P, 'id' | 'name'>

// The named props go on too (`hint`, `type`, `rows`…); the field's own id, label and
// registration come after them.
export const ProfileText = (props: Named & Own<React.ComponentProps<'input'>>) => (
  <TextField {...props} {...useProfileField(props)} />
)

export const ProfileTextarea = (props: Named & Own<React.ComponentProps<'textarea'>>) => (
  <TextareaField {...props} {...useProfileField(props)} />
)

/** The fixed list each choice of the profile offers (`profile.options.<group>`). */
const CHOICES: Partial<Record<ProfilePath, (t: TranslateIn<'profile'>) => SelectOption[]>> = {
  gender: (t) => choices(t, 'gender', GENDERS),
  'disabilityDetails.primaryDisability': (t) => choices(t, 'disability', DISABILITIES),
  'disabilityDetails.severity': (t) => choices(t, 'severity', SEVERITIES),
  'learningPreferences.learningStyle': (t) => choices(t, 'learningStyle', LEARNING_STYLES),
  'learningPreferences.communicationMethod': (t) =>
    choices(t, 'communicationMethod', COMMUNICATION_METHODS),
  'accessibilityPreferences.fontSize': (t) => choices(t, 'fontSize', FONT_SIZES),
  'communicationPreferences.preferredLanguage': (t) => choices(t, 'language', LANGUAGES),
  'communicationPreferences.communicationMethod': (t) =>
    choices(t, 'communicationMethod', COMMUNICATION_METHODS),
  'communicationPreferences.parentalCommunication': (t) =>
    choices(t, 'parental', PARENTAL_COMMUNICATION),
}

/** A choice; its options are its fixed list unless given (grades, which are numbered). */
export function ProfileSelect(props: Named & { options?: readonly SelectOption[] }) {
  const t = useT('profile')
  const options = props.options ?? CHOICES[props.name]?.(t) ?? []
  return (
    <SelectField empty={t('choose')} {...props} options={options} {...useProfileField(props)} />
  )
}

/** A list of codes as a group of checkboxes, the label as the group's legend. */
export function ProfileCheckboxes(props: Named & { options: readonly SelectOption[] }) {
  const { label, ...field } = useProfileField(props)
  return <CheckboxGroupField legend={label} options={props.options} {...field} />
}

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

type Named = { id: string; hint?: React.ReactNode } & (
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
const CHOICES = {
  gender: (t) => choices(t, 'gender'),
  disabilities: (t) => choices(t, 'disability'),
  accommodationsNeeded: (t) => choices(t, 'accommodation'),
  supportServices: (t) => choices(t, 'support'),
  'disabilityDetails.primaryDisability': (t) => choices(t, 'disability'),
  'disabilityDetails.severity': (t) => choices(t, 'severity'),
  'learningPreferences.learningStyle': (t) => choices(t, 'learningStyle'),
  'learningPreferences.communicationMethod': (t) => choices(t, 'communicationMethod'),
  'accessibilityPreferences.fontSize': (t) => choices(t, 'fontSize'),
  'communicationPreferences.preferredLanguage': (t) => choices(t, 'language'),
  'communicationPreferences.communicationMethod': (t) => choices(t, 'communicationMethod'),
  'communicationPreferences.parentalCommunication': (t) => choices(t, 'parental'),
} satisfies Partial<Record<ProfilePath, (t: TranslateIn<'profile'>) => SelectOption[]>>

/** A field with a fixed list, or with its options given (grades, which are numbered). */
type Choice = Named & ({ name: keyof typeof CHOICES } | { options: readonly SelectOption[] })

function useOptions(props: Choice) {
  const t = useT('profile')
  return 'options' in props ? props.options : CHOICES[props.name](t)
}

/** One of a fixed list. */
export function ProfileSelect(props: Choice) {
  const t = useT('profile')
  const field = useProfileField(props)
  return <SelectField empty={t('choose')} {...field} options={useOptions(props)} />
}

/** A list of codes as a group of checkboxes, the label as the group's legend. */
export function ProfileCheckboxes(props: Choice) {
  const { label, ...field } = useProfileField(props)
  return <CheckboxGroupField legend={label} {...field} options={useOptions(props)} />
}

'use client'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/accessibility/announce'
import { MAX_CONTACTS } from '@/lib/profile/options'
import type { ProfileInput } from '@/lib/validation/profile'
import { ProfileText } from './profile-field'
import { ProfileSection } from './profile-section'

const EMPTY = { name: '', relationship: '', phone: '', email: '' }

/** The parts of one contact, in the order they are asked. */
const CONTACT_FIELDS = [
  { part: 'name', label: 'contactName', type: 'text' },
  { part: 'relationship', label: 'contactRelationship', type: 'text' },
  { part: 'phone', label: 'contactPhone', type: 'tel' },
  { part: 'email', label: 'contactEmail', type: 'email' },
] as const

/**
 * The emergency contacts as an editable list: there is always a first row (the form's values
 * start with one, see toFormValues; it cannot be
 * removed; left empty it is no contact), more can be added up to the limit. Adding moves
 * focus to the new row's first field; removing moves it to the list's add button. Both
 * are announced.
 */
export function EmergencyContacts({ form }: { form: UseFormReturn<ProfileInput> }) {
  const t = useT('profile')
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'emergencyContacts',
  })
  const rows = fields

  return (
    <ProfileSection name="contacts">
      {rows.map((row, index) => (
        <fieldset key={row.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t('contact', { n: index + 1 })}</legend>
          {CONTACT_FIELDS.map(({ part, label, type }) => (
            <ProfileText
              key={part}
              id={`profile-contact-${index}-${part}`}
              name={`emergencyContacts.${index}.${part}`}
              label={label}
              type={type}
              autoComplete="off"
            />
          ))}
          {index > 0 && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                remove(index)
                announce(t('contactRemoved'))
                document.getElementById('profile-add-contact')?.focus()
              }}
            >
              {t('removeContact', { n: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {rows.length < MAX_CONTACTS && (
        <Button
          id="profile-add-contact"
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            append(EMPTY, { shouldFocus: false })
            announce(t('contactAdded', { n: rows.length + 1 }))
            requestAnimationFrame(() =>
              document.getElementById(`profile-contact-${rows.length}-name`)?.focus(),
            )
          }}
        >
          {t('addContact')}
        </Button>
      )}
    </ProfileSection>
  )
}

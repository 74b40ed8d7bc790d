import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '@/components/forms/text-field'

type NamePart = 'firstName' | 'lastName'

const PARTS = [
  { name: 'firstName', id: 'first-name', autoComplete: 'given-name' },
  { name: 'lastName', id: 'last-name', autoComplete: 'family-name' },
] as const

/**
 * First and last name, as registration and invitation both ask them. For one's own name the
 * browser may fill them in (given-name, family-name); for someone else's it must not offer
 * one's own.
 */
export function PersonNameFields({
  idPrefix,
  own,
  field,
  t,
}: {
  idPrefix: string
  own: boolean
  field: (name: NamePart) => UseFormRegisterReturn & { error?: string }
  /** The form's translator: its namespace has `fields.firstName` and `fields.lastName`. */
  t: (key: `fields.${NamePart}`) => string
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PARTS.map((part) => (
        <TextField
          key={part.name}
          id={`${idPrefix}-${part.id}`}
          label={t(`fields.${part.name}`)}
          autoComplete={own ? part.autoComplete : 'off'}
          {...field(part.name)}
        />
      ))}
    </div>
  )
}

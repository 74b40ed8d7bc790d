'use client'
import type { ClientTranslator } from '@/components/i18n/client-messages'
import type { SelectOption } from '@/components/forms/select-field'

/** The translated options of one of the profile's fixed lists (`profile.options.<group>.<code>`). */
export const choices = (
  t: ClientTranslator,
  group: string,
  values: readonly string[],
): SelectOption[] => values.map((value) => ({ value, label: t(`options.${group}.${value}`) }))

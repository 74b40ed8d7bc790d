'use client'
import type { Messages } from 'next-intl'
import type { KeyIn, TranslateIn } from '@/lib/i18n/message-keys'
import type { SelectOption } from '@/components/forms/select-field'

type Options = Messages['profile']['options']

/** The translated options of one of the profile's fixed lists (`profile.options.<group>.<code>`). */
export const choices = <Group extends keyof Options>(
  t: TranslateIn<'profile'>,
  group: Group,
  values: readonly (keyof Options[Group] & string)[],
): SelectOption[] =>
  values.map((value) => ({
    value,
    // A key of en.json by the parameters' types; TypeScript cannot follow a generic group there.
    label: t(`options.${group}.${value}` as KeyIn<'profile'>),
  }))

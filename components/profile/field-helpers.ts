'use client'
import type { Messages } from 'next-intl'
import type { KeyIn, TranslateIn } from '@/lib/i18n/message-keys'
import type { SelectOption } from '@/components/forms/select-field'
import { CHOICE_LISTS } from '@/lib/profile/options'

type Options = Messages['profile']['options']

// Every code of every list has its words in en.json: a code without them is a type error here.
const LISTS: { [Group in keyof Options]: readonly (keyof Options[Group] & string)[] } = CHOICE_LISTS

/** The translated options of one of the profile's fixed lists (`profile.options.<group>.<code>`). */
export const choices = (t: TranslateIn<'profile'>, group: keyof Options): SelectOption[] =>
  LISTS[group].map((value) => ({
    value,
    // A key of en.json by LISTS' type; TypeScript cannot follow a union of groups there.
    label: t(`options.${group}.${value}` as KeyIn<'profile'>),
  }))

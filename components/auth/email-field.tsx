'use client'
import type { ComponentProps } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { TextField } from '@/components/forms/text-field'

/**
 * The account's e-mail address. It is the sign-in name, so by default the browser offers the
 * saved username; registration asks for `autoComplete="email"`.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const t = useT('auth')
  return <TextField label={t('fields.email')} type="email" autoComplete="username" {...props} />
}

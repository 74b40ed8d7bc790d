'use client'
import type { Messages } from 'next-intl'
import { useT } from '@/components/i18n/client-messages'
import { TitledFieldset } from '@/components/forms/titled-fieldset'

/** A section of the profile form, under its legend `profile.sections.<name>`. */
export function ProfileSection({
  name,
  children,
}: {
  name: keyof Messages['profile']['sections']
  children: React.ReactNode
}) {
  const t = useT('profile')
  return <TitledFieldset legend={t(`sections.${name}`)}>{children}</TitledFieldset>
}

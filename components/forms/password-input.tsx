'use client'
import * as React from 'react'
import { Eye, EyeOff } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Input } from '@/components/ui/input'
import { cx } from '@/lib/cx'
import { useT } from '@/components/i18n/client-messages'
import { labelledField, type LabelledFieldProps } from './field'

type Props = React.ComponentProps<'input'> & { showLabel: string; hideLabel: string }

/** Password input with a show/hide toggle (WCAG 3.3.8: no need to memorise or transcribe). */
export function PasswordInput({ showLabel, hideLabel, id, className, ...props }: Props) {
  const [visible, setVisible] = React.useState(false)
  // The toggle goes under the field where both do not fit one line (a phone at 200 % text).
  return (
    <div className="flex flex-wrap gap-2">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        className={cx('flex-[1_1_12rem]', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={id}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-input px-3 text-sm font-medium hover:bg-accent"
      >
        {visible ? (
          <Icon node={EyeOff} className="size-4" />
        ) : (
          <Icon node={Eye} className="size-4" />
        )}
        {visible ? hideLabel : showLabel}
      </button>
    </div>
  )
}

/** A labelled password input with its show/hide toggle, on Field. */
export const PasswordField = labelledField(PasswordInput)

/** The account's password field: its label is "Password" unless given. */
type OwnPasswordProps = Omit<
  LabelledFieldProps<Props>,
  'showLabel' | 'hideLabel' | 'hint' | 'label'
> & {
  label?: React.ReactNode
}

/** The words every password field shares: its default label and the show/hide toggle's. */
function usePasswordWords() {
  const t = useT('auth')
  return { label: t('fields.password'), showLabel: t('showPassword'), hideLabel: t('hidePassword') }
}

/** The password the person has now (sign-in, changing it): the browser offers the saved one. */
export function CurrentPasswordField(props: OwnPasswordProps) {
  return <PasswordField autoComplete="current-password" {...usePasswordWords()} {...props} />
}

/**
 * The field for choosing a new password (registration, reset, invitation): the password rules
 * as its hint and the browser's new-password autocomplete.
 */
export function NewPasswordField(props: OwnPasswordProps) {
  const t = useT('auth')
  return (
    <PasswordField
      hint={t('passwordHint')}
      autoComplete="new-password"
      {...usePasswordWords()}
      {...props}
    />
  )
}

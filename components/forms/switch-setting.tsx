'use client'
import { useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { FormAlert } from './form-alert'

// A setting that is one checkbox, saved the moment it changes (Settings page): the box, its
// label beside it and a hint under the label, which the box points at with aria-describedby.
// Use: `<SwitchSetting id label hint checked onChange />`; for a saved one,
// `const saved = useSavedSwitch(initial, save, fallbackError)` and
// `<SwitchSetting … {...saved.props} />` followed by `{saved.alert}`.

type Props = {
  id: string
  label: React.ReactNode
  hint: React.ReactNode
  checked: boolean
  onChange: (next: boolean) => void
  /** The box cannot be changed now (a precondition is missing). */
  disabled?: boolean
  /** A save is running: the box stays focusable but ignores changes (aria-disabled). */
  busy?: boolean
}

export function SwitchSetting({ id, label, hint, checked, onChange, disabled, busy }: Props) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => !busy && onChange(event.target.checked)}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  )
}

type SaveResult = { ok: true; data: { message: string } } | { ok: false; error?: string }

/**
 * The state of a switch saved by a server action: the box follows the click at once and goes
 * back, with the refusal shown in `alert`, if the save fails. After a save, `onSaved` gets the
 * success message and the page is rendered again from the server (which reads the setting).
 */
export function useSavedSwitch(
  initial: boolean,
  save: (next: boolean) => Promise<SaveResult>,
  onSaved: (message: string) => void,
  fallbackError: string,
) {
  const router = useRouter()
  const [on, setOn] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [pending, start] = useTransition()
  const change = (next: boolean) => {
    // Outside the transition, so the box shows the click before the answer comes.
    setOn(next)
    start(async () => {
      setError(null)
      const result = await save(next)
      if (!result.ok) {
        setOn(!next)
        setError(result.error ?? fallbackError)
        return
      }
      onSaved(result.data.message)
      router.refresh()
    })
  }
  return {
    on,
    pending,
    change,
    alert: error ? <FormAlert kind="error">{error}</FormAlert> : null,
  }
}

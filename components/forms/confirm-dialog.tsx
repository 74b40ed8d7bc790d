'use client'
import { useId, useRef, useState } from 'react'
import { PendingButton } from './pending-button'
import { lazyPanel } from '@/components/ui/lazy-overlay'
import type { ConfirmPanelProps } from './confirm-panel'

// Radix's dialog is fetched when the button is first pointed at or focused, not with the page.
const ConfirmPanel = lazyPanel<ConfirmPanelProps>(() => import('./confirm-panel'))

/** The button's own props; the rest (the question and its answer) go to the dialog as given. */
type Props = ConfirmPanelProps & {
  /** The button's visible text, and its accessible name when that says more (it starts with the text). */
  label: string
  ariaLabel?: string
  variant?: 'default' | 'outline'
  /** An action is running: the button ignores presses (aria-disabled keeps it focusable). */
  pending?: boolean
  /** Act at once, without asking (e.g. Activate, where the same button later deactivates). */
  skipConfirm?: boolean
}

/**
 * A button whose action is destructive (deactivate, revoke, reset): it asks "Are you sure?"
 * first, in an alert dialog. Focus returns to the button when the dialog closes, whether
 * confirmed or cancelled (WCAG 2.4.3). The button is never disabled: a disabled button drops
 * the keyboard focus to the page while the action runs.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  variant = 'outline',
  pending = false,
  skipConfirm = false,
  ...question
}: Props) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  const warm = skipConfirm ? undefined : ConfirmPanel.preload
  return (
    <>
      <PendingButton
        ref={button}
        variant={variant}
        pending={pending ?? false}
        aria-label={ariaLabel}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          if (skipConfirm) question.onConfirm()
          else setOpen(true)
        }}
      >
        {label}
      </PendingButton>
      <ConfirmPanel
        open={open}
        onOpenChange={setOpen}
        anchor={button}
        contentId={contentId}
        {...question}
      />
    </>
  )
}

'use client'
import { useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

type Props = {
  /** The button's visible text, and its accessible name when that says more (it starts with the text). */
  label: string
  ariaLabel?: string
  variant?: 'default' | 'outline'
  /** The question, what happens, and the confirming button's text. */
  title: string
  body: string
  confirm: string
  onConfirm: () => void
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
export function ConfirmButton({ label, ariaLabel, variant = 'outline', title, body, confirm, onConfirm, pending = false, skipConfirm = false }: Props) {
  const t = useT('status')
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        aria-disabled={pending}
        aria-label={ariaLabel}
        onClick={() => {
          if (pending) return
          if (skipConfirm) onConfirm()
          else setOpen(true)
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          closeLabel={t('close')}
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            button.current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{body}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setOpen(false)
                onConfirm()
              }}
            >
              {confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}

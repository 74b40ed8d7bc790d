'use client'
import { useT } from '@/components/i18n/client-messages'
import AnchoredDialog from '@/components/ui/anchored-dialog'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import type { AnchoredProps } from '@/components/ui/lazy-overlay'

/** The question, what happens, and the confirming button's text, with what confirming does. */
export type ConfirmPanelProps = {
  title: string
  body: string
  confirm: string
  onConfirm: () => void
}

/**
 * The loaded half of ConfirmButton: the question in an alert dialog, with Cancel and the
 * confirming button. Either answer closes it, and focus goes back to the button that asked.
 */
export default function ConfirmPanel({
  body,
  confirm,
  onConfirm,
  ...dialog
}: ConfirmPanelProps & AnchoredProps) {
  const t = useT('status')
  return (
    <AnchoredDialog {...dialog} description={body} closeLabel={t('close')} role="alertdialog">
      <DialogFooter>
        <Button variant="outline" onClick={() => dialog.onOpenChange(false)}>
          {t('cancel')}
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            dialog.onOpenChange(false)
            onConfirm()
          }}
        >
          {confirm}
        </Button>
      </DialogFooter>
    </AnchoredDialog>
  )
}

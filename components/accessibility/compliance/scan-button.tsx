'use client'
import { LoaderCircle } from 'lucide'
import { PendingButton } from '@/components/forms/pending-button'
import { Icon } from '@/components/ui/icon'

/**
 * The button that runs a scan of the page. While it runs the button says so with a spinner and
 * stays focusable but does nothing (aria-disabled), so the keyboard user keeps their place.
 */
export function ScanButton({
  scanning,
  onRun,
  label,
  runningLabel,
  className,
}: {
  scanning: boolean
  onRun: () => void
  label: string
  runningLabel: string
  className?: string
}) {
  return (
    <PendingButton type="button" className={className} pending={scanning} onClick={onRun}>
      {scanning && <Icon node={LoaderCircle} className="motion-safe:animate-spin" />}
      {scanning ? runningLabel : label}
    </PendingButton>
  )
}

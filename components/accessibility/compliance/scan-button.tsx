'use client'
import { LoaderCircle } from 'lucide'
import { Button } from '@/components/ui/button'
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
    <Button
      type="button"
      className={className}
      onClick={scanning ? undefined : onRun}
      aria-disabled={scanning || undefined}
    >
      {scanning && <Icon node={LoaderCircle} className="motion-safe:animate-spin" />}
      {scanning ? runningLabel : label}
    </Button>
  )
}

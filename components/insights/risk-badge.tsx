import { AlertTriangleIcon, CheckCircle2Icon, EyeIcon } from 'lucide-react'
import type { RiskLevel } from '@/lib/insights/record'
import { cx } from '@/lib/cx'

const LOOK: Record<RiskLevel, { icon: typeof EyeIcon; className: string }> = {
  high: { icon: AlertTriangleIcon, className: 'border-red-700 bg-red-50 text-red-900' },
  medium: { icon: EyeIcon, className: 'border-amber-700 bg-amber-50 text-amber-950' },
  low: { icon: CheckCircle2Icon, className: 'border-emerald-700 bg-emerald-50 text-emerald-950' },
}

/** A support-need level as words with an icon: the colour is never the only signal. */
export function RiskBadge({ risk, label }: { risk: RiskLevel; label: string }) {
  const { icon: Icon, className } = LOOK[risk]
  return (
    <span data-risk={risk} className={cx('inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  )
}

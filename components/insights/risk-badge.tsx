import { AlertTriangle, CheckCircle2, Eye } from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import type { RiskLevel } from '@/lib/insights/record'
import { cx } from '@/lib/cx'

const LOOK: Record<RiskLevel, { icon: IconNode; className: string }> = {
  high: { icon: AlertTriangle, className: 'border-red-700 bg-red-50 text-red-900' },
  medium: { icon: Eye, className: 'border-amber-700 bg-amber-50 text-amber-950' },
  low: { icon: CheckCircle2, className: 'border-emerald-700 bg-emerald-50 text-emerald-950' },
}

/** A support-need level as words with an icon: the colour is never the only signal. */
export function RiskBadge({ risk, label }: { risk: RiskLevel; label: string }) {
  const { icon, className } = LOOK[risk]
  return (
    <span
      data-risk={risk}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-medium',
        className,
      )}
    >
      <Icon node={icon} className="size-4 shrink-0" />
      {label}
    </span>
  )
}

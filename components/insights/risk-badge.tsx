import { AlertTriangle, CheckCircle2, Eye, LifeBuoy } from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import type { RiskLevel } from '@/lib/insights/record'
import { cx } from '@/lib/cx'

const LOOK: Record<RiskLevel, { icon: IconNode; className: string }> = {
  high: { icon: AlertTriangle, className: 'border-red-700 bg-red-50 text-red-900' },
  medium: { icon: Eye, className: 'border-amber-700 bg-amber-50 text-amber-950' },
  low: { icon: CheckCircle2, className: 'border-emerald-700 bg-emerald-50 text-emerald-950' },
}

/** Read by a student about themself or a parent about their child: an offer of help, not a warning sign. */
const CALM_HIGH = { icon: LifeBuoy, className: LOOK.medium.className }

/**
 * A support-need level as words with an icon: the colour is never the only signal. `calm`
 * draws the highest level without the red warning sign (a student's or parent's own view).
 */
export function RiskBadge({
  risk,
  label,
  calm = false,
}: {
  risk: RiskLevel
  label: string
  calm?: boolean
}) {
  const { icon, className } = calm && risk === 'high' ? CALM_HIGH : LOOK[risk]
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

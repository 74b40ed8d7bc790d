'use client'

import { useT } from '@/components/i18n/client-messages'
import { scoreTone, type ScoreTone } from '@/lib/accessibility/compliance'
import { cn } from '@/lib/utils'

const TONE_CLASS: Record<ScoreTone, string> = {
  success: 'text-success dark:text-green-300',
  warning: 'text-amber-800 dark:text-amber-300',
  danger: 'text-destructive dark:text-red-300',
}

/**
 * A score as a big number with its band in words ("Needs work"): the colour repeats the
 * words, never replaces them, so the band is clear without telling hues apart.
 */
export function Score({ label, score }: { label: string; score: number }) {
  const t = useT('compliance')
  const tone = scoreTone(score)
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="w-full text-sm font-medium">{label}</span>{' '}
      <span className={cn('text-3xl font-bold tabular-nums', TONE_CLASS[tone])}>
        {t('percent', { value: score })}
      </span>{' '}
      <span className={cn('text-sm font-semibold', TONE_CLASS[tone])}>{t(`tone.${tone}`)}</span>
    </p>
  )
}

/** A label and its value as a pair of a description list. */
export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1 last:border-b-0">
      <dt className="text-sm">{term}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  )
}

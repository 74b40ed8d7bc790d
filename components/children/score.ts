import type { getFormatter } from 'next-intl/server'
import type { TranslateIn } from '@/lib/i18n/message-keys'

type Formatter = Awaited<ReturnType<typeof getFormatter>>

/**
 * A grade as the child's pages write it: "7 / 10" in the reader's number style, or the bare
 * score where the assignment has no maximum.
 */
export const scoreText = (
  t: TranslateIn<'children'>,
  format: Formatter,
  score: number,
  max: number | null,
): string =>
  max === null
    ? format.number(score)
    : t('scoreOf', { score: format.number(score), max: format.number(max) })

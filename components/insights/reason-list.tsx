import { getTranslations } from 'next-intl/server'
import type { Reason } from '@/lib/insights/record'
import { noneKey, reasonKey, type InsightVoice } from '@/lib/insights/voice'
import { ReasonItems } from './reason-items'

/**
 * The flags of a record as sentences, in the reader's voice (`lib/insights/voice.ts`): staff
 * read each figure with the line it fell under ("4 of 6 handed in (67 %, below 75 %)"), a
 * student reads the same facts about themself as encouragement, a parent about their child.
 * Pooled records (a class, a subject) word participation as student-weeks.
 */
export async function reasonSentences(reasons: Reason[], voice: InsightVoice, pooled = false) {
  const t = await getTranslations('insights')
  return {
    items: reasons.map((reason) => ({
      code: reason.code,
      text: t(reasonKey(voice, reason.code, pooled), reason.values),
    })),
    none: t(noneKey(voice)),
  }
}

/** A record's flags as a list of sentences (`reasonSentences`). */
export async function ReasonList({
  reasons,
  voice,
  pooled = false,
}: {
  reasons: Reason[]
  voice: InsightVoice
  pooled?: boolean
}) {
  return <ReasonItems {...await reasonSentences(reasons, voice, pooled)} />
}

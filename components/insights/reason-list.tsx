import { getTranslations } from 'next-intl/server'
import type { Reason } from '@/lib/insights/record'
import { ReasonItems } from './reason-items'

type Voice = 'staff' | 'own'

/**
 * The flags of a record as sentences. Staff and parents read neutral facts ("3 of the last 5
 * assignments not handed in"); a student reads the same facts about themself as encouragement.
 * Pooled records (a class, a subject) word participation as student-weeks. `none` is what a
 * record without flags says.
 */
export async function reasonSentences(reasons: Reason[], voice: Voice, pooled = false) {
  const t = await getTranslations('insights')
  const sentence = (reason: Reason) => {
    if (voice === 'own' && reason.code !== 'no_students')
      return t(`own.${reason.code}`, reason.values)
    if (pooled && reason.code === 'participation_low')
      return t('reasons.participation_low_group', reason.values)
    return t(`reasons.${reason.code}`, reason.values)
  }
  return {
    items: reasons.map((reason) => ({ code: reason.code, text: sentence(reason) })),
    none: voice === 'own' ? t('own.on_track') : t('reasons.none'),
  }
}

/** A record's flags as a list of sentences (`reasonSentences`). */
export async function ReasonList({
  reasons,
  voice,
  pooled = false,
}: {
  reasons: Reason[]
  voice: Voice
  pooled?: boolean
}) {
  return <ReasonItems {...await reasonSentences(reasons, voice, pooled)} />
}

import { getTranslations } from 'next-intl/server'
import type { Reason } from '@/lib/insights/record'

/**
 * The flags of a record as sentences. Staff and parents read neutral facts ("3 of the last 5
 * assignments not handed in"); a student reads the same facts about themself as encouragement.
 * Pooled records (a class, a subject) word participation as student-weeks.
 */
export async function ReasonList({ reasons, voice, pooled = false }: { reasons: Reason[]; voice: 'staff' | 'own'; pooled?: boolean }) {
  const t = await getTranslations('insights')
  const sentence = (reason: Reason) => {
    if (voice === 'own' && reason.code !== 'no_students') return t(`own.${reason.code}`, reason.values)
    if (pooled && reason.code === 'participation_low') return t('reasons.participation_low_group', reason.values)
    return t(`reasons.${reason.code}`, reason.values)
  }
  if (reasons.length === 0) return <p>{voice === 'own' ? t('own.on_track') : t('reasons.none')}</p>
  return (
    <ul className="list-disc space-y-1 ps-5">
      {reasons.map((reason) => (
        <li key={reason.code} data-reason={reason.code}>
          {sentence(reason)}
        </li>
      ))}
    </ul>
  )
}

import type { Role } from '@/lib/auth/roles'
import type { ReasonCode, RiskLevel } from './record'

/**
 * Who a record speaks to. Staff read neutral facts with the line each figure fell under; a
 * student reads about themself and a parent about their child in supportive words, with a
 * level that says what to do rather than sounding an alarm (docs/insights.md).
 */
export type InsightVoice = 'staff' | 'own' | 'child'

export function insightVoice(role: Role): InsightVoice {
  if (role === 'student') return 'own'
  if (role === 'parent') return 'child'
  return 'staff'
}

/** The `insights` message of a level's label in a voice. */
export function riskKey(voice: InsightVoice, risk: RiskLevel) {
  return voice === 'staff' ? (`risk.${risk}` as const) : (`${voice}.risk.${risk}` as const)
}

/** The `insights` message of a flag's sentence in a voice; pooled records are staff-only. */
export function reasonKey(voice: InsightVoice, code: ReasonCode, pooled = false) {
  if (voice !== 'staff' && code !== 'no_students') return `${voice}.${code}` as const
  if (pooled && code === 'participation_low') return 'reasons.participation_low_group' as const
  return `reasons.${code}` as const
}

/** What a record without flags says in a voice. */
export function noneKey(voice: InsightVoice) {
  return voice === 'staff' ? ('reasons.none' as const) : (`${voice}.on_track` as const)
}

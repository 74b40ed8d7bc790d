import { z } from 'zod'
import { PITCH_RANGE, RATE_RANGE, VOLUME_RANGE } from '@/lib/speech/settings'

/**
 * Read-aloud settings as the settings page saves them to the account. The page's controls keep
 * every value in range, so a value outside it is a tampered request and is refused whole.
 */
export const speechSettingsSchema = z.object({
  enabled: z.boolean(),
  rate: z.number().min(RATE_RANGE.min).max(RATE_RANGE.max),
  pitch: z.number().min(PITCH_RANGE.min).max(PITCH_RANGE.max),
  volume: z.number().min(VOLUME_RANGE.min).max(VOLUME_RANGE.max),
  voice: z.string().trim().min(1).max(500).nullable(),
})

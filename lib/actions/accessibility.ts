'use server'
import { z } from 'zod'
import { accessibilitySettingsSchema, adaptiveSupportSchema } from '@/lib/accessibility/schema'
import { speechSettingsSchema } from '@/lib/validation/speech'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/**
 * The signed-in person's accessibility settings, kept with their account (their own row; the
 * database lets nobody else read or write it). Visitors keep theirs in the browser only.
 */
export const saveAccessibilitySettingsAction = defineAction({
  name: 'saveAccessibilitySettings',
  schema: accessibilitySettingsSchema,
  session: true,
  run: async (settings, { supabase, t, claims }) => {
    const { error } = await supabase
      .from('accessibility_settings')
      .upsert({ profile_id: claims.userId, settings }, { onConflict: 'profile_id' })
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: null }
  },
})

/**
 * A student's first adaptive support: the settings it turned on and the support kinds behind
 * them, stored together so it is applied once and the student's own later changes stick.
 */
export const applyAdaptiveSupportAction = defineAction({
  name: 'applyAdaptiveSupport',
  schema: adaptiveSupportSchema,
  session: true,
  run: async ({ settings, support }, { supabase, t, claims }) => {
    const { error } = await supabase
      .from('accessibility_settings')
      .upsert({ profile_id: claims.userId, settings, adaptive_support: support }, { onConflict: 'profile_id' })
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: null }
  },
})

/** The student closed the adaptive-support banner: it stays closed on every device. */
export const dismissAdaptiveBannerAction = defineAction({
  name: 'dismissAdaptiveBanner',
  schema: z.object({}),
  session: true,
  run: async (_input, { supabase, t, claims }) => {
    const { error } = await supabase
      .from('accessibility_settings')
      .update({ banner_dismissed: true })
      .eq('profile_id', claims.userId)
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: null }
  },
})

/** The signed-in person's read-aloud settings, kept with their account beside the others. */
export const saveSpeechSettingsAction = defineAction({
  name: 'saveSpeechSettings',
  schema: speechSettingsSchema,
  session: true,
  run: async (speech, { supabase, t, claims }) => {
    const { error } = await supabase.from('accessibility_settings').upsert({ profile_id: claims.userId, speech }, { onConflict: 'profile_id' })
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: null }
  },
})

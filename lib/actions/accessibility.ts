'use server'
import { z } from 'zod'
import { accessibilitySettingsSchema, adaptiveSupportSchema } from '@/lib/accessibility/schema'
import { speechSettingsSchema } from '@/lib/validation/speech'
import type { TablesInsert } from '@/lib/database.types'
import { defineAction, type Context } from './define-action'
import { describeDbError } from './errors'

type OwnSettings = Omit<TablesInsert<'accessibility_settings'>, 'profile_id'>

/** Writes these columns of the caller's own settings row, making the row on the first save. */
async function saveOwnSettings({ supabase, t, claims }: Context<true>, columns: OwnSettings) {
  const { error } = await supabase
    .from('accessibility_settings')
    .upsert({ profile_id: claims.userId, ...columns }, { onConflict: 'profile_id' })
  if (error) return { ok: false as const, error: describeDbError(t, error) }
  return { ok: true as const, data: null }
}

/**
 * An action that saves the input as these columns of the caller's own settings row. Like every
 * action on a person's own settings, it works while a second factor is still owed.
 */
function ownSettingsAction<S extends z.ZodType>(
  name: string,
  schema: S,
  columns: (input: z.output<S>) => OwnSettings,
) {
  return defineAction({
    name,
    whileFactorOwed: true,
    schema,
    run: (input, context) => saveOwnSettings(context, columns(input)),
  })
}

/**
 * The signed-in person's accessibility settings, kept with their account (their own row; the
 * database lets nobody else read or write it). Visitors keep theirs in the browser only.
 */
export const saveAccessibilitySettingsAction = ownSettingsAction(
  'saveAccessibilitySettings',
  accessibilitySettingsSchema,
  (settings) => ({ settings }),
)

/**
 * A student's first adaptive support: the settings it turned on and the support kinds behind
 * them, stored together so it is applied once and the student's own later changes stick.
 */
export const applyAdaptiveSupportAction = ownSettingsAction(
  'applyAdaptiveSupport',
  adaptiveSupportSchema,
  ({ settings, support }) => ({ settings, adaptive_support: support }),
)

/** The student closed the adaptive-support banner: it stays closed on every device. */
export const dismissAdaptiveBannerAction = defineAction({
  name: 'dismissAdaptiveBanner',
  whileFactorOwed: true,
  schema: z.object({}),
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
export const saveSpeechSettingsAction = ownSettingsAction(
  'saveSpeechSettings',
  speechSettingsSchema,
  (speech) => ({ speech }),
)

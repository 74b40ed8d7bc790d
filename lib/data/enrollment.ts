import 'server-only'
import { cache } from 'react'
import { z } from 'zod'
import type { ServerSupabase } from '@/lib/supabase/server'

export type EnrollmentSubject =
  { valid: true; subjectName: string; className: string } | { valid: false; reason: string }

// The function answers with a JSON object; anything else is treated as a failed read.
const enrollmentAnswer = z.object({
  valid: z.boolean().nullish(),
  reason: z.string().nullish(),
  subject_name: z.string().nullish(),
  class_name: z.string().nullish(),
})

/**
 * What the public /enroll-subject page may know about a link: two names and whether it
 * works (get_enrollment_subject is callable anonymously and reveals nothing else).
 */
export const getEnrollmentSubject = cache(
  async (supabase: ServerSupabase, subjectId: string): Promise<EnrollmentSubject> => {
    const { data, error } = await supabase.rpc('get_enrollment_subject', { subject_id: subjectId })
    const parsed = enrollmentAnswer.safeParse(data)
    if (error || !parsed.success) return { valid: false, reason: 'error' }
    const row = parsed.data
    if (!row.valid) return { valid: false, reason: row.reason ?? 'not_found' }
    return { valid: true, subjectName: row.subject_name ?? '', className: row.class_name ?? '' }
  },
)

/** The signed-in student's own accommodations and school factor (for personal due dates). */
export const getMyNeeds = cache(async (supabase: ServerSupabase, profileId: string) => {
  const { data } = await supabase
    .from('profiles')
    .select(
      'accommodations_needed, accessibility_preferences, student_accommodations!student_accommodations_student_fkey(accommodation, is_active), school:schools!profiles_school_id_fkey(extended_time_factor)',
    )
    .eq('id', profileId)
    .maybeSingle()
  if (!data) return null
  // Preferences are free-form JSON; only an object of settings means anything here.
  const prefs = data.accessibility_preferences
  const accessibility_preferences =
    prefs && typeof prefs === 'object' && !Array.isArray(prefs) ? prefs : null
  return { ...data, accessibility_preferences }
})

export type MyNeeds = NonNullable<Awaited<ReturnType<typeof getMyNeeds>>>

import 'server-only'
import { cookies } from 'next/headers'
import type { ServerSupabase } from '@/lib/supabase/server'
import {
  ACCESSIBILITY_COOKIE_MAX_AGE,
  ACCESSIBILITY_SETTINGS_COOKIE,
  parseAccessibilitySettings,
  settingsCookieValue,
} from './settings'

/**
 * Right after a sign-in: the account's settings become this browser's first-paint copy, so the
 * very next page (on a device the person never used) is already painted with them. A person
 * who never changed a setting keeps whatever this browser had. Never fails the sign-in.
 */
export async function copyAccountSettingsToCookie(supabase: ServerSupabase, userId: string) {
  const { data } = await supabase
    .from('accessibility_settings')
    .select('settings')
    .eq('profile_id', userId)
    .maybeSingle()
  if (!data || Object.keys((data.settings as object | null) ?? {}).length === 0) return
  const store = await cookies()
  store.set(
    ACCESSIBILITY_SETTINGS_COOKIE,
    settingsCookieValue(parseAccessibilitySettings(data.settings)),
    {
      path: '/',
      maxAge: ACCESSIBILITY_COOKIE_MAX_AGE,
      sameSite: 'lax',
    },
  )
}

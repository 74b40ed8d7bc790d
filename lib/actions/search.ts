'use server'
import { z } from 'zod'
import { searchRecords } from '@/lib/data/search'
import type { PaletteRecord } from '@/lib/accessibility/palette-records'
import { defineAction } from './define-action'

/** The command palette's record search: the user's own classes, subjects, work and students that match. */
export const searchRecordsAction = defineAction({
  name: 'searchRecords',
  schema: z.object({ q: z.string().trim().min(1).max(100) }),
  run: async ({ q }, { supabase, claims }) => {
    // Without a role in the token (an account still being set up) there is nothing to search.
    const records: PaletteRecord[] = claims.role
      ? await searchRecords(supabase, claims.role, q)
      : []
    return { ok: true, data: records }
  },
})

'use server'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

export type Peer = { id: string; role: string; name: string | null }

/**
 * The people behind presence ids, as presence_peers lets the caller see them: staff only,
 * own school only, names only of colleagues and of students the caller may read.
 */
export const presencePeersAction = defineAction({
  name: 'presencePeers',
  schema: z.object({ ids: z.array(id()).max(100) }),
  run: async ({ ids }, { supabase, t }) => {
    if (ids.length === 0) return { ok: true, data: { peers: [] as Peer[] } }
    const { data, error } = await supabase.rpc('presence_peers', { p_ids: ids })
    if (error) return { ok: false, error: describeDbError(t, error) }
    return {
      ok: true,
      data: {
        peers: data.map((row): Peer => ({ id: row.id, role: row.role, name: row.name || null })),
      },
    }
  },
})

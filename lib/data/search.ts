import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import {
  RECORDS_PER_KIND,
  recordHref,
  searchScopes,
  type PaletteRecord,
  type RecordKind,
} from '@/lib/accessibility/palette-records'
import type { Role } from '@/lib/auth/roles'
import { searchTerm } from '@/lib/validation/list-params'

type Found = { id: string; label: string }[]

/**
 * Records whose name matches the text, for the command palette: a few of each kind the role
 * may search, read as the user so row-level security decides what is found. The kinds are
 * read in parallel, each a single small request.
 */
export async function searchRecords(
  supabase: ServerSupabase,
  role: Role,
  q: string,
): Promise<PaletteRecord[]> {
  const term = searchTerm(q)
  if (!term) return []
  const like = `%${term}%`
  // Classes and subjects are found alike: by their name, in name order.
  const byName = async (table: 'classes' | 'subjects'): Promise<Found> => {
    const { data } = await supabase
      .from(table)
      .select('id, name')
      .ilike('name', like)
      .order('name')
      .limit(RECORDS_PER_KIND)
    return (data ?? []).map((row) => ({ id: row.id, label: row.name }))
  }
  const readers: Record<RecordKind, () => Promise<Found>> = {
    class: () => byName('classes'),
    subject: () => byName('subjects'),
    assignment: async () => {
      const { data } = await supabase
        .from('assignments')
        .select('id, title')
        .ilike('title', like)
        .order('title')
        .limit(RECORDS_PER_KIND)
      return (data ?? []).map((row) => ({ id: row.id, label: row.title }))
    },
    student: async () => {
      // Each word must be in the first or the last name, so "Aino Virt" finds Aino Virtanen.
      let query = supabase
        .from('profiles')
        .select('id, first_name, last_name')
        .eq('role', 'student')
      for (const word of term.split(' '))
        query = query.or(`first_name.ilike.*${word}*,last_name.ilike.*${word}*`)
      const { data } = await query.order('last_name').order('first_name').limit(RECORDS_PER_KIND)
      return (data ?? []).map((row) => ({
        id: row.id,
        label: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      }))
    },
  }
  const kinds = searchScopes(role)
  const found = await Promise.all(kinds.map((kind) => readers[kind]()))
  return kinds.flatMap((kind, i) =>
    found[i].map((row) => ({
      kind,
      id: row.id,
      label: row.label,
      href: recordHref(role, kind, row),
    })),
  )
}

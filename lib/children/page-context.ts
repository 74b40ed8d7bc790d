import 'server-only'
import { notFound } from 'next/navigation'
import { pageContext } from '@/lib/auth/guards'
import { listMyChildren } from '@/lib/data/children'
import type { SearchParams } from '@/lib/data/paging'
import { firstParam } from '@/lib/validation/list-params'
import { chooseChild } from './work'

/**
 * What every page of the parent's screens starts from: the signed-in parent, their children
 * (null when the read failed) and the child chosen by `?child=` (the first without one).
 * A `?child=` that names nobody of theirs is not found: row-level security already keeps
 * other children out of the list, so such an id can only be a wrong or foreign link.
 */
export async function childPageContext(searchParams: SearchParams) {
  const [{ profile, supabase }, params] = await Promise.all([pageContext(), searchParams])
  const children = await listMyChildren(supabase, profile.id)
  const wanted = firstParam(params.child)
  const child = children ? chooseChild(children, wanted) : null
  if (children && children.length > 0 && !child) notFound()
  return { profile, supabase, children, child }
}

import { requireAudience } from '@/lib/auth/guards'
import type { Audience } from '@/lib/auth/route-rules'

/**
 * A route group's layout: the server-side check that the signed-in user belongs to the
 * group's audience, whose roles the route table (lib/auth/route-rules.ts) lists.
 */
export function roleLayout(audience: Audience) {
  return async function RoleLayout({ children }: { children: React.ReactNode }) {
    await requireAudience(audience)
    return children
  }
}

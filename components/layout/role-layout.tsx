import { requireRole } from '@/lib/auth/guards'
import type { Role } from '@/lib/auth/roles'

/** Builds a route's guard layout: the server-side role check of spec §2's route table. */
export function roleLayout(roles: readonly Role[], path: string) {
  return async function RoleLayout({ children }: { children: React.ReactNode }) {
    await requireRole(roles, path)
    return children
  }
}

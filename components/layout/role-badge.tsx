import { Badge } from '@/components/ui/badge'
import type { Role } from '@/lib/auth/roles'

/** The signed-in role, coloured per role; the text carries the meaning, not the colour. */
export function RoleBadge({ role, label, prefix }: { role: Role; label: string; prefix: string }) {
  return (
    <Badge variant={role} data-testid="role-badge" data-a11y-secondary>
      <span className="sr-only">{prefix} </span>
      {label}
    </Badge>
  )
}

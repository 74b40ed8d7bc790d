import { getLocale, getTranslations } from 'next-intl/server'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { deniedRoles } from '@/lib/auth/access-message'
import type { Role } from '@/lib/auth/roles'

/** After a denied page: 'Access denied. This page is only accessible to X. You are currently logged in as a Y.' */
export async function AccessDeniedAlert({
  denied,
  role,
}: {
  denied: string | string[] | undefined
  role: Role
}) {
  const allowed = deniedRoles(denied)
  if (!allowed) return null
  const [t, locale] = await Promise.all([getTranslations(), getLocale()])
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    allowed.map((r) => t(`roles.${r}.inList`)),
  )
  return (
    <Alert variant="destructive" role="alert" className="mb-6">
      <AlertTitle>{t('access.title')}</AlertTitle>
      <p data-testid="access-denied">
        {t('access.denied', { allowed: list, current: t(`roles.${role}.asRole`) })}
      </p>
    </Alert>
  )
}

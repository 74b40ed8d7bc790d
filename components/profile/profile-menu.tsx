import { getTranslations } from 'next-intl/server'
import { getCurrentUser } from '@/lib/auth/session'
import { ProfileMenuButton } from './profile-menu-button'

/**
 * The header's user menu: the signed-in person's initials and name, opening their
 * profile-settings dialog. Reads the user the shell has already read (cached per request).
 */
export async function ProfileMenu() {
  const [user, t, ts] = await Promise.all([getCurrentUser(), getTranslations('profile'), getTranslations('status')])
  if (!user || user.profile.status !== 'ok') return null
  const { firstName, lastName, email, role } = user.profile.profile
  const name = `${firstName} ${lastName}`.trim() || email
  return (
    <ProfileMenuButton
      name={name}
      callerRole={role}
      fallbackName={{ firstName, lastName }}
      labels={{
        open: t('openNamed', { name }),
        title: t('title'),
        description: t('description'),
        loading: t('loading'),
        loadFailed: t('loadNotice'),
        close: ts('close'),
      }}
    />
  )
}

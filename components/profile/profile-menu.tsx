import { getTranslations } from 'next-intl/server'
import { getCurrentUser } from '@/lib/auth/session'
import { fileUrl } from '@/lib/files/urls'
import { profileDialogLabels } from './dialog-labels'
import { ProfileMenuButton } from './profile-menu-button'

/**
 * The header's user menu: the signed-in person's picture (or initials) and name, opening their
 * profile-settings dialog. Reads the user the shell has already read (cached per request).
 */
export async function ProfileMenu() {
  const [user, t, labels] = await Promise.all([
    getCurrentUser(),
    getTranslations('profile'),
    profileDialogLabels({ own: true }),
  ])
  if (!user || user.profile.status !== 'ok') return null
  const { firstName, lastName, email, role, avatarPath } = user.profile.profile
  const name = `${firstName} ${lastName}`.trim() || email
  return (
    <ProfileMenuButton
      name={name}
      picture={avatarPath ? fileUrl('avatars', avatarPath) : null}
      callerRole={role}
      fallbackName={{ firstName, lastName }}
      labels={{ ...labels, open: t('openNamed', { name }) }}
    />
  )
}

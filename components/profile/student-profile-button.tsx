import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/button'
import { ProfileDialog } from './profile-dialog'

/**
 * On a student's page: the student's principal (or parent) opens the same profile dialog for
 * the student. Callers render it only for those roles; the database refuses anyone else.
 */
export async function StudentProfileButton({
  studentId,
  firstName,
  lastName,
  callerRole,
}: {
  studentId: string
  firstName: string
  lastName: string
  callerRole: string
}) {
  const [t, ts] = await Promise.all([getTranslations('profile'), getTranslations('status')])
  const name = `${firstName} ${lastName}`.trim()
  return (
    <ProfileDialog
      profileId={studentId}
      callerRole={callerRole}
      fallbackName={{ firstName, lastName }}
      labels={{
        title: t('titleFor', { name }),
        description: t('descriptionFor'),
        loading: t('loading'),
        loadFailed: ts('errors.forbidden'),
        close: ts('close'),
      }}
      trigger={<Button variant="outline">{t('editStudent')}</Button>}
    />
  )
}

import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/button'
import { profileDialogLabels } from './dialog-labels'
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
  const name = `${firstName} ${lastName}`.trim()
  const [t, labels] = await Promise.all([
    getTranslations('profile'),
    profileDialogLabels({ own: false, name }),
  ])
  return (
    <ProfileDialog
      profileId={studentId}
      callerRole={callerRole}
      fallbackName={{ firstName, lastName }}
      labels={labels}
      trigger={
        <Button variant="outline" aria-label={t('editStudentNamed', { name })}>
          {t('editStudent')}
        </Button>
      }
    />
  )
}

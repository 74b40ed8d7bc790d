import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ProfileDialogLabels } from './profile-dialog'

/**
 * The profile dialog's labels, read on the server: its own profile (`own`) or a student's
 * (`student`, named), so the page carries a few strings and the rest come with the data.
 */
export async function profileDialogLabels(
  target: { own: true } | { own: false; name: string },
): Promise<ProfileDialogLabels> {
  const [t, ts] = await Promise.all([getTranslations('profile'), getTranslations('status')])
  return {
    title: target.own ? t('title') : t('titleFor', { name: target.name }),
    description: target.own ? t('description') : t('descriptionFor'),
    loading: t('loading'),
    // Someone else's profile that cannot be read in full is not opened.
    loadFailed: target.own ? t('loadNotice') : ts('errors.forbidden'),
    close: ts('close'),
  }
}

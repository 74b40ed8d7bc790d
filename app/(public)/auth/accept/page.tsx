import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { AcceptInvitation } from '@/components/invitations/accept-invitation'

export const generateMetadata = titleFrom('invitation')

/**
 * Where an invitation e-mail's link lands: the auth server has verified the link and put a
 * session in the address's fragment; the person chooses a password and enters their school.
 */
export default async function AcceptInvitationPage() {
  const t = await getTranslations('invitation')
  return (
    <div className="mx-auto flex max-w-lg flex-col">
      <PageHeader title={t('title')} description={t('intro')} />
      <PageMessages namespaces={['invitation', 'auth']}>
        <AcceptInvitation />
      </PageMessages>
    </div>
  )
}

import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { BackLink, EmptyPage } from '@/components/common/record-page'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { ComposerForm } from '@/components/messages/composer-form'
import { pageContext } from '@/lib/auth/guards'
import { isStaff } from '@/lib/auth/roles'
import { composerChoices, studentMessagingOn } from '@/lib/data/messages'
import type { SearchParams } from '@/lib/data/paging'
import { audiencesFor, mayCompose } from '@/lib/messages/compose-rights'
import { firstParam } from '@/lib/validation/list-params'
import { uuidOrNull } from '@/lib/navigation/route-ids'

export const generateMetadata = titleFrom('messages.compose')

/** A new message. A student whose school has not turned messages on is told so instead. */
export default async function NewMessagePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, params, t] = await Promise.all([
    pageContext(),
    searchParams,
    getTranslations('messages'),
  ])
  const studentsOn = await studentMessagingOn(supabase, profile.schoolId)
  const back = <BackLink href="/messages" label={t('thread.back')} />
  if (!mayCompose(profile.role, studentsOn)) {
    return (
      <EmptyPage
        title={t('compose.title')}
        back={back}
        empty={{ title: t('compose.cannotWrite'), body: t('compose.cannotWriteBody') }}
      />
    )
  }
  const choices = await composerChoices(supabase, {
    id: profile.id,
    role: profile.role,
    schoolId: profile.schoolId,
  })
  const to = firstParam(params.to)
  return (
    <>
      <PageHeader title={t('compose.title')}>{back}</PageHeader>
      <div className="max-w-2xl rounded-xl border bg-card p-6 shadow-sm">
        <PageMessages namespaces={['messages', 'files']}>
          <ComposerForm
            profileId={profile.id}
            staff={isStaff(profile.role)}
            audiences={audiencesFor(profile.role, studentsOn)}
            choices={choices}
            to={uuidOrNull(to) ?? undefined}
          />
        </PageMessages>
      </div>
    </>
  )
}

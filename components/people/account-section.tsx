import { getLocale, getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { listAccountEvents } from '@/lib/data/people'
import { formatDateTime } from '@/lib/i18n/dates'
import type { ServerSupabase } from '@/lib/supabase/server'
import { FactorReset } from './factor-reset'
import { MemberActivation } from './member-activation'
import { MemberRemoval } from './member-removal'
import { MemberStatus } from './member-status'

type Member = {
  id: string
  first_name: string
  last_name: string
  email: string
  is_active: boolean
  approved_at: string | null
}

/**
 * The principal's account controls on a member's page: the account's state, activate or
 * deactivate, reset a lost second factor, remove from the school (to the bin, then back to
 * `leaveTo`), and what was done to the account by whom (the account_events log, which the
 * database writes).
 */
export async function AccountSection({
  supabase,
  member,
  leaveTo,
}: {
  supabase: ServerSupabase
  member: Member
  leaveTo: string
}) {
  const [t, locale, events] = await Promise.all([
    getTranslations('people'),
    getLocale(),
    listAccountEvents(supabase, member.id),
  ])
  const name = `${member.first_name} ${member.last_name}`.trim() || member.email
  return (
    <TitledSection id="account-title" title={t('account.title')} className="mb-8">
      <p className="mb-3">
        {t('account.state')}{' '}
        <MemberStatus isActive={member.is_active} approvedAt={member.approved_at} />
      </p>
      <PageMessages namespaces={['people']}>
        <div className="mb-4 flex flex-wrap gap-2">
          <MemberActivation
            id={member.id}
            name={name}
            isActive={member.is_active}
            approve={!member.approved_at}
          />
          <FactorReset id={member.id} name={name} />
          <MemberRemoval id={member.id} name={name} leaveTo={leaveTo} />
        </div>
      </PageMessages>
      <h3 className="mb-2 font-semibold">{t('account.events')}</h3>
      {events.length === 0 ? (
        <p className="text-muted-foreground">{t('account.noEvents')}</p>
      ) : (
        <ul className="list-disc pl-6">
          {events.map((e) => (
            <li key={e.id}>
              {t(
                `account.actions.${e.action as 'approved' | 'activated' | 'deactivated' | 'mfa_reset' | 'mfa_recovered' | 'removed' | 'restored'}`,
                {
                  who: e.actor_name || t('account.operator'),
                  date: formatDateTime(new Date(e.created_at), locale),
                },
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

import { getLocale, getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { ListTable } from '@/components/lists/list-table'
import { LoadError } from '@/components/lists/list-parts'
import { InvitationActions } from '@/components/people/invitation-actions'
import { InviteDialog } from '@/components/people/invite-dialog'
import { MemberActivation } from '@/components/people/member-activation'
import { MemberRemoval } from '@/components/people/member-removal'
import { ButtonLink } from '@/components/ui/button-link'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { pageContext } from '@/lib/auth/guards'
import { formatDate } from '@/lib/i18n/dates'
import { classOptions } from '@/lib/data/classes'
import {
  awaitingApproval,
  invitationState,
  listInvitations,
  listWaitingMembers,
  studentOptions,
} from '@/lib/data/people'

export const generateMetadata = titleFrom('people')

const WAITING_COLUMNS = ['name', 'email', 'role', 'registered', 'actions'] as const
const INVITATION_COLUMNS = ['email', 'name', 'role', 'state', 'actions'] as const

const fullName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email

/**
 * The principal's people: who waits for approval (self-registered teachers, students and
 * parents), the invitations sent by e-mail, and the ways in (invite one person, import a
 * class list). Nobody joins the school without one of these.
 */
export default async function PeoplePage() {
  const { supabase } = await pageContext()
  const [listed, invitations, classes, students, t, tr, locale] = await Promise.all([
    listWaitingMembers(supabase),
    listInvitations(supabase),
    classOptions(supabase),
    studentOptions(supabase),
    getTranslations('people'),
    getTranslations('roles'),
    getLocale(),
  ])
  const waiting =
    listed.error || invitations.error
      ? listed
      : { ...listed, ...awaitingApproval(listed, invitations.rows) }
  const date = (iso: string) => formatDate(new Date(iso), locale)
  return (
    <PageMessages namespaces={['people', 'roles']}>
      <PageHeader title={t('title')} description={t('description')}>
        <div className="flex flex-wrap gap-2">
          <InviteDialog classes={classes} students={students} />
          <ButtonLink href="/people/import" variant="outline">
            {t('import.open')}
          </ButtonLink>
        </div>
      </PageHeader>
      <div className="grid gap-8">
        <TitledSection id="waiting-title" title={t('waitingList.title')}>
          {waiting.error ? (
            <LoadError />
          ) : waiting.rows.length === 0 ? (
            <p className="text-muted-foreground">{t('waitingList.none')}</p>
          ) : (
            <>
              <p className="mb-2 text-muted-foreground">{t('waitingList.body')}</p>
              <ListTable
                id="waiting"
                caption={t('waitingList.caption', { count: waiting.total })}
                columns={WAITING_COLUMNS}
                t={t}
              >
                {waiting.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableHead scope="row">{fullName(row)}</TableHead>
                    <TableCell className="break-address">{row.email}</TableCell>
                    <TableCell>
                      {tr(`${row.role as 'teacher' | 'student' | 'parent'}.name`)}
                    </TableCell>
                    <TableCell>{date(row.created_at)}</TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <MemberActivation
                          id={row.id}
                          name={fullName(row)}
                          isActive={false}
                          approve
                        />
                        <MemberRemoval id={row.id} name={fullName(row)} />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </ListTable>
            </>
          )}
        </TitledSection>
        <TitledSection id="invitations-title" title={t('invitations.title')}>
          {invitations.error ? (
            <LoadError />
          ) : invitations.rows.length === 0 ? (
            <p className="text-muted-foreground">{t('invitations.none')}</p>
          ) : (
            <ListTable
              id="invitations"
              caption={t('invitations.caption', { count: invitations.total })}
              columns={INVITATION_COLUMNS}
              t={t}
            >
              {invitations.rows.map((row) => {
                const state = invitationState(row)
                return (
                  <TableRow key={row.id}>
                    <TableHead scope="row" className="break-address">
                      {row.email}
                    </TableHead>
                    <TableCell>{`${row.first_name} ${row.last_name}`.trim() || '—'}</TableCell>
                    <TableCell>
                      {tr(`${row.role as 'teacher' | 'student' | 'parent'}.name`)}
                    </TableCell>
                    <TableCell>
                      {t(`invitations.states.${state}`, {
                        date: date(row.accepted_at ?? row.expires_at),
                      })}
                    </TableCell>
                    <TableCell>
                      {state === 'open' || state === 'sent' ? (
                        <InvitationActions
                          id={row.id}
                          email={row.email}
                          canRevoke={state === 'open'}
                        />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </ListTable>
          )}
        </TitledSection>
      </div>
    </PageMessages>
  )
}

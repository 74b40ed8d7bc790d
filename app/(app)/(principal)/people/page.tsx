import { getLocale, getTranslations } from 'next-intl/server'
import { Muted } from '@/components/common/loaded'
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
 * One of the page's lists: the load error, a quiet line when there is nobody in it, or the
 * table of its rows (after an optional line that says what the list is for).
 */
function PeopleTable<Row, Key extends string>({
  id,
  list,
  none,
  intro,
  caption,
  columns,
  t,
  children,
}: {
  id: string
  list: { rows: Row[]; error: boolean }
  none: string
  intro?: string
  caption: string
  columns: readonly Key[]
  t: (key: `columns.${NoInfer<Key>}`) => string
  children: (row: Row) => React.ReactNode
}) {
  if (list.error) return <LoadError />
  if (list.rows.length === 0) return <Muted>{none}</Muted>
  return (
    <>
      {intro && <p className="mb-2 text-muted-foreground">{intro}</p>}
      <ListTable id={id} caption={caption} columns={columns} t={t}>
        {list.rows.map(children)}
      </ListTable>
    </>
  )
}

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
          <PeopleTable
            id="waiting"
            list={waiting}
            none={t('waitingList.none')}
            intro={t('waitingList.body')}
            caption={t('waitingList.caption', { count: waiting.total })}
            columns={WAITING_COLUMNS}
            t={t}
          >
            {(row) => (
              <TableRow key={row.id}>
                <TableHead scope="row">{fullName(row)}</TableHead>
                <TableCell className="break-address">{row.email}</TableCell>
                <TableCell>{tr(`${row.role as 'teacher' | 'student' | 'parent'}.name`)}</TableCell>
                <TableCell>{date(row.created_at)}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-2">
                    <MemberActivation id={row.id} name={fullName(row)} isActive={false} approve />
                    <MemberRemoval id={row.id} name={fullName(row)} />
                  </div>
                </TableCell>
              </TableRow>
            )}
          </PeopleTable>
        </TitledSection>
        <TitledSection id="invitations-title" title={t('invitations.title')}>
          <PeopleTable
            id="invitations"
            list={invitations}
            none={t('invitations.none')}
            caption={t('invitations.caption', { count: invitations.total })}
            columns={INVITATION_COLUMNS}
            t={t}
          >
            {(row) => {
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
            }}
          </PeopleTable>
        </TitledSection>
      </div>
    </PageMessages>
  )
}

import { Loaded } from '@/components/common/loaded'
import { TextLink } from '@/components/common/target-link'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { DueLabel } from '@/components/submissions/due-label'
import { formatDate, formatDateTime } from '@/lib/i18n/dates'
import { StudentProfileButton } from '@/components/profile/student-profile-button'
import { Badge } from '@/components/ui/badge'
import type { ServerSupabase } from '@/lib/supabase/server'
import type { OwnProfile } from '@/lib/data/profiles'
import {
  getChildrenWork,
  getWaitingMembers,
  getStudentDueSoon,
  getUngradedSubmissions,
  type DueAssignment,
} from '@/lib/data/dashboard'

type Props = { supabase: ServerSupabase; profile: OwnProfile }

/** A role's next steps: its section, titled, then its list, or why there is none. */
async function RoleSteps<T>({
  role,
  items,
  children,
}: {
  role: 'principal' | 'teacher' | 'student' | 'parent'
  items: T[] | null
  children: (items: T[]) => React.ReactNode
}) {
  const t = await getTranslations('dashboard')
  return (
    <section aria-labelledby="next-steps-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="next-steps-title" className="mb-4 text-lg font-semibold">
        {t(`${role}.title`)}
      </h2>
      <Loaded items={items} failed={t('loadFailed')} none={t(`${role}.none`)}>
        {children}
      </Loaded>
    </section>
  )
}

/** What is waiting, one item a line, and below it the link to the page where it is dealt with. */
function WaitingList({
  href,
  label,
  children,
}: {
  href: string
  label: string
  children: React.ReactNode
}) {
  return (
    <>
      <ul className="mb-4 divide-y">{children}</ul>
      <TextLink href={href}>{label}</TextLink>
    </>
  )
}

/** One waiting thing: what it is (a link where it has a page), then, muted, since when. */
function WaitingItem({ when, children }: { when: string; children: React.ReactNode }) {
  return (
    <li className="py-2">
      {children} <span className="text-muted-foreground">{when}</span>
    </li>
  )
}

/** Each role's next actions on the dashboard: what is waiting for them, with a link to act. */
export async function NextSteps({ supabase, profile }: Props) {
  switch (profile.role) {
    case 'principal':
      return <PrincipalSteps supabase={supabase} />
    case 'teacher':
      return <TeacherSteps supabase={supabase} />
    case 'student':
      return <StudentSteps supabase={supabase} studentId={profile.id} />
    case 'parent':
      return <ParentSteps supabase={supabase} parentId={profile.id} />
  }
}

async function PrincipalSteps({ supabase }: { supabase: ServerSupabase }) {
  const [t, tr, locale, pending] = await Promise.all([
    getTranslations('dashboard'),
    getTranslations('roles'),
    getLocale(),
    getWaitingMembers(supabase),
  ])
  return (
    <RoleSteps role="principal" items={pending}>
      {(pending) => (
        <>
          <p className="mb-3">{t('principal.pending', { count: pending.length })}</p>
          <WaitingList href="/people" label={t('principal.manage')}>
            {pending.map((member) => (
              <WaitingItem
                key={member.id}
                when={t('principal.registered', {
                  date: formatDate(new Date(member.createdAt), locale),
                })}
              >
                {/* A waiting teacher or student opens their page; a parent has none. */}
                {member.role === 'parent' ? (
                  <span className="font-medium">{member.name}</span>
                ) : (
                  <TextLink
                    href={
                      member.role === 'teacher' ? `/teacher/${member.id}` : `/students/${member.id}`
                    }
                  >
                    {member.name}
                  </TextLink>
                )}{' '}
                · {tr(`${member.role}.name`)}
              </WaitingItem>
            ))}
          </WaitingList>
        </>
      )}
    </RoleSteps>
  )
}

async function TeacherSteps({ supabase }: { supabase: ServerSupabase }) {
  const [t, locale, ungraded] = await Promise.all([
    getTranslations('dashboard'),
    getLocale(),
    getUngradedSubmissions(supabase),
  ])
  return (
    <RoleSteps role="teacher" items={ungraded}>
      {(ungraded) => (
        <WaitingList href="/submissions" label={t('teacher.open')}>
          {ungraded.map((s) => (
            <WaitingItem
              key={s.id}
              when={t('teacher.submittedAt', {
                date: formatDateTime(new Date(s.submittedAt), locale),
              })}
            >
              <TextLink href={`/submissions?assignment=${s.assignmentId}&student=${s.studentId}`}>
                {t('teacher.item', { assignment: s.assignment, student: s.student })}
              </TextLink>
            </WaitingItem>
          ))}
        </WaitingList>
      )}
    </RoleSteps>
  )
}

/**
 * Work due soon, each with the student's own due date and, where extended time moved it, the
 * extra days and why. The student's items open the subject they belong to; a parent has no
 * subject pages, so theirs are plain text.
 */
async function DueList({ items, linked }: { items: DueAssignment[]; linked: boolean }) {
  const t = await getTranslations('dashboard')
  return (
    <ul className="divide-y">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-2 py-2">
          {linked && a.subjectId ? (
            <TextLink href={`/student/subjects/${a.subjectId}`}>{a.title}</TextLink>
          ) : (
            <span className="font-medium">{a.title}</span>
          )}
          <span className="text-muted-foreground">
            {a.subject} · <DueLabel due={a.due} />
          </span>
          {a.submitted && <Badge variant="secondary">{t('submitted')}</Badge>}
        </li>
      ))}
    </ul>
  )
}

async function StudentSteps({
  supabase,
  studentId,
}: {
  supabase: ServerSupabase
  studentId: string
}) {
  const due = await getStudentDueSoon(supabase, studentId)
  return (
    <RoleSteps role="student" items={due}>
      {(due) => <DueList items={due} linked />}
    </RoleSteps>
  )
}

async function ParentSteps({ supabase, parentId }: { supabase: ServerSupabase; parentId: string }) {
  const [t, format, children] = await Promise.all([
    getTranslations('dashboard'),
    getFormatter(),
    getChildrenWork(supabase, parentId),
  ])
  return (
    <RoleSteps role="parent" items={children}>
      {(children) => (
        <div className="flex flex-col gap-6">
          {children.map((child) => (
            <article key={child.id} aria-labelledby={`child-${child.id}`}>
              <h3 id={`child-${child.id}`} className="mb-2 text-base font-semibold">
                {child.name}
              </h3>
              {/* A parent keeps their child's profile, as the principal does. */}
              <div className="mb-2 flex flex-wrap items-center gap-4">
                <StudentProfileButton
                  studentId={child.id}
                  firstName={child.firstName}
                  lastName={child.lastName}
                  callerRole="parent"
                />
                <TextLink href={`/children?child=${child.id}`}>
                  {t('parent.open', { name: child.name })}
                </TextLink>
              </div>
              <h4 className="text-sm font-semibold text-muted-foreground">{t('parent.due')}</h4>
              <Loaded items={child.due} failed={t('loadFailed')} none={t('parent.nothingDue')}>
                {(due) => <DueList items={due} linked={false} />}
              </Loaded>
              <h4 className="mt-3 text-sm font-semibold text-muted-foreground">
                {t('parent.graded')}
              </h4>
              <Loaded
                items={child.graded}
                failed={t('loadFailed')}
                none={t('parent.nothingGraded')}
              >
                {(graded) => (
                  <ul className="divide-y">
                    {graded.map((g) => (
                      <li key={g.id} className="py-2">
                        <span className="font-medium">{g.assignment}</span>{' '}
                        {g.maxScore === null
                          ? t('parent.score', { score: format.number(g.score) })
                          : t('parent.scoreOf', {
                              score: format.number(g.score),
                              max: format.number(g.maxScore),
                            })}
                      </li>
                    ))}
                  </ul>
                )}
              </Loaded>
            </article>
          ))}
        </div>
      )}
    </RoleSteps>
  )
}

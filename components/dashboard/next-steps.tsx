import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { StudentProfileButton } from '@/components/profile/student-profile-button'
import { Badge } from '@/components/ui/badge'
import type { ServerSupabase } from '@/lib/supabase/server'
import type { OwnProfile } from '@/lib/data/profiles'
import {
  getChildrenWork,
  getPendingTeachers,
  getStudentDueSoon,
  getUngradedSubmissions,
  type DueAssignment,
} from '@/lib/data/dashboard'

type Props = { supabase: ServerSupabase; profile: OwnProfile }

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="next-steps-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="next-steps-title" className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

const Muted = ({ children }: { children: React.ReactNode }) => <p className="text-muted-foreground">{children}</p>

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
  const [t, format, pending] = await Promise.all([getTranslations('dashboard'), getFormatter(), getPendingTeachers(supabase)])
  return (
    <Section title={t('principal.title')}>
      {pending === null ? (
        <Muted>{t('loadFailed')}</Muted>
      ) : pending.length === 0 ? (
        <Muted>{t('principal.none')}</Muted>
      ) : (
        <>
          <p className="mb-3">{t('principal.pending', { count: pending.length })}</p>
          <ul className="mb-4 divide-y">
            {pending.map((teacher) => (
              <li key={teacher.id} className="py-2">
                <span className="font-medium">{teacher.name}</span>{' '}
                <span className="text-muted-foreground">
                  {t('principal.registered', { date: format.dateTime(new Date(teacher.createdAt), { dateStyle: 'medium' }) })}
                </span>
              </li>
            ))}
          </ul>
          <Link href="/teachers" className="font-medium text-primary underline hover:no-underline">
            {t('principal.manage')}
          </Link>
        </>
      )}
    </Section>
  )
}

async function TeacherSteps({ supabase }: { supabase: ServerSupabase }) {
  const [t, format, ungraded] = await Promise.all([getTranslations('dashboard'), getFormatter(), getUngradedSubmissions(supabase)])
  return (
    <Section title={t('teacher.title')}>
      {ungraded === null ? (
        <Muted>{t('loadFailed')}</Muted>
      ) : ungraded.length === 0 ? (
        <Muted>{t('teacher.none')}</Muted>
      ) : (
        <>
          <ul className="mb-4 divide-y">
            {ungraded.map((s) => (
              <li key={s.id} className="py-2">
                <span className="font-medium">{s.assignment}</span> · {s.student}{' '}
                <span className="text-muted-foreground">
                  {t('teacher.submittedAt', { date: format.dateTime(new Date(s.submittedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </span>
              </li>
            ))}
          </ul>
          <Link href="/submissions" className="font-medium text-primary underline hover:no-underline">
            {t('teacher.open')}
          </Link>
        </>
      )}
    </Section>
  )
}

async function DueList({ items }: { items: DueAssignment[] }) {
  const [t, format] = await Promise.all([getTranslations('dashboard'), getFormatter()])
  return (
    <ul className="divide-y">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-2 py-2">
          <span className="font-medium">{a.title}</span>
          <span className="text-muted-foreground">
            {t('dueAt', { date: format.dateTime(new Date(a.dueAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
          </span>
          {a.submitted && <Badge variant="secondary">{t('submitted')}</Badge>}
        </li>
      ))}
    </ul>
  )
}

async function StudentSteps({ supabase, studentId }: { supabase: ServerSupabase; studentId: string }) {
  const [t, due] = await Promise.all([getTranslations('dashboard'), getStudentDueSoon(supabase, studentId)])
  return (
    <Section title={t('student.title')}>
      {due === null ? <Muted>{t('loadFailed')}</Muted> : due.length === 0 ? <Muted>{t('student.none')}</Muted> : <DueList items={due} />}
    </Section>
  )
}

async function ParentSteps({ supabase, parentId }: { supabase: ServerSupabase; parentId: string }) {
  const [t, format, children] = await Promise.all([getTranslations('dashboard'), getFormatter(), getChildrenWork(supabase, parentId)])
  if (children === null) return <Section title={t('parent.title')}><Muted>{t('loadFailed')}</Muted></Section>
  if (children.length === 0) return <Section title={t('parent.title')}><Muted>{t('parent.none')}</Muted></Section>
  return (
    <Section title={t('parent.title')}>
      <div className="flex flex-col gap-6">
        {children.map((child) => (
          <article key={child.id} aria-labelledby={`child-${child.id}`}>
            <h3 id={`child-${child.id}`} className="mb-2 text-base font-semibold">
              {child.name}
            </h3>
            {/* A parent keeps their child's profile, as the principal does. */}
            <div className="mb-2">
              <StudentProfileButton studentId={child.id} firstName={child.firstName} lastName={child.lastName} callerRole="parent" />
            </div>
            <h4 className="text-sm font-semibold text-muted-foreground">{t('parent.due')}</h4>
            {child.due === null ? <Muted>{t('loadFailed')}</Muted> : child.due.length === 0 ? <Muted>{t('parent.nothingDue')}</Muted> : <DueList items={child.due} />}
            <h4 className="mt-3 text-sm font-semibold text-muted-foreground">{t('parent.graded')}</h4>
            {child.graded === null ? (
              <Muted>{t('loadFailed')}</Muted>
            ) : child.graded.length === 0 ? (
              <Muted>{t('parent.nothingGraded')}</Muted>
            ) : (
              <ul className="divide-y">
                {child.graded.map((g) => (
                  <li key={g.id} className="py-2">
                    <span className="font-medium">{g.assignment}</span>{' '}
                    {g.maxScore === null
                      ? t('parent.score', { score: format.number(g.score) })
                      : t('parent.scoreOf', { score: format.number(g.score), max: format.number(g.maxScore) })}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </Section>
  )
}

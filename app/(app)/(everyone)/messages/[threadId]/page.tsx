import { getTranslations } from 'next-intl/server'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { BackLink, NotFoundPage } from '@/components/common/record-page'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { ArchiveButton } from '@/components/messages/archive-button'
import { LiveThread } from '@/components/messages/live-thread'
import { MessageItem } from '@/components/messages/message-item'
import { ReadReceipts } from '@/components/messages/read-receipts'
import { ReplyForm } from '@/components/messages/reply-form'
import { audienceText } from '@/components/messages/thread-list'
import { Alert } from '@/components/ui/alert'
import { pageContext } from '@/lib/auth/guards'
import { getThread, type Thread } from '@/lib/data/messages'
import { UUID_RE } from '@/lib/validation/common'

export const generateMetadata = titleFrom('messages.thread')

type Translate = Awaited<ReturnType<typeof getTranslations<'messages'>>>

/** Where a reply goes, said before it is written; null when the thread takes none. */
function replyWhom(t: Translate, thread: Thread): string | null {
  // The sender's own reply reaches everyone in the thread, whatever they allowed others.
  if (thread.sentByMe) return t('reply.toAll')
  if (thread.replyPolicy === 'none') return null
  if (thread.replyPolicy === 'sender')
    return t('reply.toSender', { name: thread.sender ?? t('thread.unknownSender') })
  return t('reply.toAll')
}

/**
 * One thread: its messages in order (private ones marked), read-aloud on each, the reply box
 * as the reply policy allows (or why there is none), archive, and for its sender who has read
 * it. Opening it marks it read; it follows new messages and reads live.
 */
export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  const [{ profile, supabase }, { threadId }, t] = await Promise.all([
    pageContext(),
    params,
    getTranslations('messages'),
  ])
  const thread = UUID_RE.test(threadId) ? await getThread(supabase, profile.id, threadId) : null
  const back = <BackLink href="/messages" label={t('thread.back')} />
  if (!thread) return <NotFoundPage title={t('thread.title')} back={back} texts="messages.thread" />
  const whom = replyWhom(t, thread)
  const to = thread.sentByMe ? audienceText(t, thread.audience) : null
  return (
    <PageMessages namespaces={['messages', 'files', 'speech']}>
      <LiveThread threadId={thread.id} participant={thread.participant !== null} />
      <PageHeader title={thread.subject}>
        <div className="flex flex-wrap gap-2">
          {thread.participant && (
            <ArchiveButton threadId={thread.id} archived={thread.participant.archived} />
          )}
          {back}
        </div>
      </PageHeader>
      <div className="grid max-w-3xl gap-4">
        {thread.important && (
          <Alert role="note">
            <p className="font-semibold">{t('thread.importantNote')}</p>
          </Alert>
        )}
        {(to || thread.sender) && (
          <p className="text-muted-foreground">
            {to ? t('list.to', { name: to }) : t('list.from', { name: thread.sender ?? '' })}
          </p>
        )}
        {thread.sentByMe && (
          <section aria-label={t('thread.receipts')}>
            <ReadReceipts receipts={thread.receipts} />
          </section>
        )}
        <TitledSection
          id="thread-messages"
          title={t('thread.messages')}
          hiddenTitle
          className="grid gap-3"
        >
          {thread.messages.map((message) => (
            <MessageItem key={message.id} message={message} me={profile.id} />
          ))}
        </TitledSection>
        {whom ? (
          <section className="rounded-xl border bg-card p-5 shadow-sm">
            <ReplyForm threadId={thread.id} profileId={profile.id} whom={whom} />
          </section>
        ) : (
          <section aria-labelledby="no-replies" className="rounded-xl border p-5">
            <h2 id="no-replies" className="font-semibold">
              {t('reply.none')}
            </h2>
            <p className="text-muted-foreground">
              {t('reply.noneBody', { name: thread.sender ?? t('thread.unknownSender') })}
            </p>
          </section>
        )}
      </div>
    </PageMessages>
  )
}

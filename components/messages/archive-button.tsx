'use client'
import { useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { PendingButton } from '@/components/forms/pending-button'
import { setThreadArchivedAction } from '@/lib/actions/messages'
import { announce } from '@/lib/accessibility/announce'
import { notify } from '@/lib/notify'

/** Archive / move back to the inbox: the reader's own copy of the thread only. */
export function ArchiveButton({ threadId, archived }: { threadId: string; archived: boolean }) {
  const t = useT('messages')
  const ts = useT('status')
  const router = useRouter()
  const [pending, start] = useTransition()
  const toggle = () =>
    start(async () => {
      const result = await setThreadArchivedAction({ threadId, archived: !archived })
      if (!result.ok) {
        notify('error', ts('toast.error'), result.error ?? t('errors.invalid'))
        return
      }
      announce(result.data.message)
      router.refresh()
    })
  return (
    <PendingButton type="button" variant="outline" pending={pending} onClick={toggle}>
      {archived ? t('thread.unarchive') : t('thread.archive')}
    </PendingButton>
  )
}

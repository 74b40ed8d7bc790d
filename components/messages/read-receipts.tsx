import { getTranslations } from 'next-intl/server'
import { When } from '@/components/lists/when'
import type { Receipt } from '@/lib/data/messages'

/**
 * For the sender: who has read the thread. One recipient: "Read <time>" or "Not read yet"; a
 * group: "Read by N of M" with the list, behind a disclosure so a long class does not bury the
 * thread.
 */
export async function ReadReceipts({ receipts }: { receipts: Receipt[] }) {
  const t = await getTranslations('messages.thread')
  if (receipts.length === 0) return null
  if (receipts.length === 1) {
    const [only] = receipts
    return (
      <p data-testid="read-receipt" className="text-sm font-medium">
        {only.readAt ? (
          <>
            {t('readOne')} <When at={only.readAt} />
          </>
        ) : (
          t('notReadOne')
        )}
      </p>
    )
  }
  const read = receipts.filter((r) => r.readAt).length
  return (
    <details className="rounded-lg border p-3 text-sm">
      <summary data-testid="read-receipt" className="cursor-pointer font-medium">
        {t('readBy', { read, total: receipts.length })}
      </summary>
      <ul aria-label={t('receipts')} className="mt-2 grid gap-1">
        {receipts.map((r) => (
          <li key={r.id}>
            {r.name}:{' '}
            {r.readAt ? (
              <>
                {t('readAt')} <When at={r.readAt} />
              </>
            ) : (
              t('notRead')
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

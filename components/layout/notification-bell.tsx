'use client'
import { useCallback, useRef, useState } from 'react'
import Link from 'next/link'
import { Bell } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useT } from '@/components/i18n/client-messages'
import { useNotificationChanges } from '@/components/realtime/live-provider'
import { useBatched } from '@/components/realtime/use-batched'
import { Button } from '@/components/ui/button'
import { LazyPopover } from '@/components/ui/lazy-popover'
import { MarkAllReadButton } from '@/components/notifications/mark-all-read-button'
import { markReadQuietly } from '@/components/notifications/mark-read'
import { unreadSummaryAction, type BellItem } from '@/lib/actions/notifications'
import { announce } from '@/lib/accessibility/announce'
import { bellName, formatBadgeCount } from '@/lib/navigation/menus'

/** New notifications are announced together once this long has passed since the first. */
const ANNOUNCE_WINDOW_MS = 3000

/**
 * The header's bell: a live unread badge (9+ above nine) and a popover with the newest unread
 * notifications, to open, mark read one by one or all at once. New notifications are
 * announced politely, a few seconds' worth at a time.
 */
export function NotificationBell({ count: initialCount }: { count: number | null }) {
  const t = useT('live')
  const [count, setCount] = useState(initialCount)
  const [items, setItems] = useState<BellItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [open, setOpen] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)
  const viewAllRef = useRef<HTMLAnchorElement>(null)

  // A server render (router.refresh, a server action) brings a fresh count.
  const [serverCount, setServerCount] = useState(initialCount)
  if (serverCount !== initialCount) {
    setServerCount(initialCount)
    setCount(initialCount)
  }

  const load = useCallback(async () => {
    const result = await unreadSummaryAction({}).catch(() => null)
    if (!result?.ok) {
      setFailed(true)
      return
    }
    setFailed(false)
    setCount(result.data.count)
    setItems(result.data.items)
  }, [])

  const announceNew = useBatched(ANNOUNCE_WINDOW_MS, (n) =>
    announce(n === 1 ? t('bell.newOne') : t('bell.newMany', { count: n })),
  )
  const reload = useBatched(300, () => void load())
  useNotificationChanges((change) => {
    if (change?.eventType === 'INSERT' && change.new.read === false) announceNew()
    reload()
  })

  const markOne = async (item: BellItem, index: number) => {
    setItems((current) => current?.filter((other) => other.id !== item.id) ?? null)
    setCount((current) => (current === null ? current : Math.max(0, current - 1)))
    // The row's button is gone: focus goes to the next row's, else to "All notifications".
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button')
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      ;(next ?? viewAllRef.current)?.focus()
    })
    await markReadQuietly(item.id)
    void load()
  }

  const badge = formatBadgeCount(count)
  const label = bellName(t, count)

  return (
    <LazyPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) void load()
      }}
      id="bell-heading"
      heading={t('bell.heading')}
      trigger={
        <Button variant="ghost" size="icon" className="relative" aria-label={label}>
          <Icon node={Bell} className="size-5" />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-xs font-bold leading-5 text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      }
    >
      {failed ? (
        <p role="alert">{t('bell.loadError')}</p>
      ) : items === null ? (
        <p>{t('bell.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('bell.empty')}</p>
      ) : (
        <ul ref={listRef} className="grid gap-2">
          {items.map((item, index) => (
            <li key={item.id} className="grid gap-1 rounded-md border p-2">
              <Link
                href={`/notifications/${item.id}`}
                onClick={() => setOpen(false)}
                className="font-medium text-primary underline hover:no-underline"
              >
                {item.title}
              </Link>
              {item.body && <p className="text-sm text-muted-foreground">{item.body}</p>}
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                aria-label={t('bell.markReadNamed', { title: item.title })}
                onClick={() => void markOne(item, index)}
              >
                {t('bell.markRead')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <MarkAllReadButton
          disabled={!count}
          onDone={() => {
            setItems([])
            setCount(0)
            viewAllRef.current?.focus()
          }}
        />
        <Link
          ref={viewAllRef}
          href="/notifications"
          onClick={() => setOpen(false)}
          className="inline-flex min-h-11 items-center font-medium text-primary underline hover:no-underline"
        >
          {t('bell.viewAll')}
        </Link>
      </div>
    </LazyPopover>
  )
}

import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { cn } from '@/lib/utils'
import { ChildShownAnnouncer } from './child-shown-announcer'

type Child = { id: string; first_name: string; last_name: string }

export const childName = (c: { first_name: string; last_name: string }) =>
  `${c.first_name} ${c.last_name}`.trim()

/**
 * Links to each child's view of this page: the choice lives in the address (`?child=`), so it
 * survives a reload, the back button and a shared link. With one child there is nothing to
 * choose and no switcher. After a switch the new child's name is announced, because the
 * address changes without a new page for the route announcer to read.
 */
export async function ChildSwitcher({
  path,
  items,
  current,
}: {
  path: string
  items: readonly Child[]
  current: Child
}) {
  const t = await getTranslations('children')
  return (
    <>
      <ChildShownAnnouncer id={current.id} message={t('showing', { name: childName(current) })} />
      {items.length > 1 && (
        <nav aria-label={t('switcher')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {items.map((c) => (
              <li key={c.id}>
                <Link
                  href={`${path}?child=${c.id}`}
                  aria-current={c.id === current.id ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-md border px-4 font-medium',
                    c.id === current.id ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                  )}
                >
                  {childName(c)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  )
}

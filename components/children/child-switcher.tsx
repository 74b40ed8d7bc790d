import { getTranslations } from 'next-intl/server'
import { ViewLinks } from '@/components/common/view-links'
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
        <ViewLinks
          label={t('switcher')}
          className="mb-6"
          links={items.map((c) => ({
            key: c.id,
            href: `${path}?child=${c.id}`,
            text: childName(c),
            current: c.id === current.id,
          }))}
        />
      )}
    </>
  )
}

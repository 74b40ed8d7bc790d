'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { Users } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { LazyPopover } from '@/components/ui/lazy-popover'
import { presencePeersAction, type Peer } from '@/lib/actions/presence'
import { isStaff, type Role } from '@/lib/auth/roles'
import { hasMessage } from '@/lib/i18n/message-keys'
import { createPresencePacer } from './presence-pacer'
import { useLive } from './live-provider'
import { peopleOnRoute, type PresenceMeta } from './presence-peers'
import { usePresenceShown } from './presence-preference'
import { watchChannel } from './watch-channel'

/** What this browser wants the channel to hold: its presence on the join `joins`, or none. */
type Wanted = { joins: number; shown: boolean; user_id: string; role: Role; route: string }

/**
 * Presence on the school's private channel `presence:school:<school id>` (only the school's
 * active members may join or track, by row-level security on realtime.messages), keyed by user
 * id: every signed-in browser tracks its route (again on every navigation, back and forward
 * included, paced to stay within hosted Realtime's limit on presence messages) unless its user
 * turned presence off in /settings. Staff see in the header how many people are on their page
 * and who; what they may learn about each is decided by presence_peers in the database
 * (docs/decisions.md).
 */
export function OnlineHere({ role }: { role: Role }) {
  const live = useLive()
  const route = usePathname()
  const shown = usePresenceShown()
  const [joined, setJoined] = useState(0)
  const [presence, setPresence] = useState<Record<string, PresenceMeta[]>>({})
  const pacerRef = useRef<ReturnType<typeof createPresencePacer<Wanted>> | null>(null)

  useEffect(() => {
    if (!live) return
    const topic = `presence:school:${live.schoolId}`
    let channel: RealtimeChannel | null = null
    // The join on which this browser last tracked: an untrack on a later join has nothing to
    // take back.
    let trackedOn: number | null = null
    // Presence goes out through the pacer: hosted Realtime closes a channel whose client sends
    // more than five presence messages in 30 s, and every navigation asks for one.
    const pacer = createPresencePacer<Wanted>(({ shown, joins, ...meta }) => {
      if (!channel) return
      if (shown) {
        trackedOn = joins
        void channel.track({ ...meta, online_at: new Date().toISOString() })
      } else if (trackedOn === joins) {
        trackedOn = null
        void channel.untrack()
      }
    })
    pacerRef.current = pacer
    const make = () => {
      const made = live.client.channel(topic, {
        config: { private: true, presence: { key: live.profileId } },
      })
      made.on('presence', { event: 'sync' }, () =>
        setPresence({ ...made.presenceState<PresenceMeta>() }),
      )
      channel = made
      return made
    }
    // Each (re)join counts, a channel made again after the server closed it included: the
    // effect below tracks again then.
    const stop = watchChannel(live.client, make, topic, live.report, () => setJoined((n) => n + 1))
    return () => {
      pacer.stop()
      pacerRef.current = null
      stop()
    }
  }, [live])

  useEffect(() => {
    if (!live || joined === 0) return
    pacerRef.current?.push({ joins: joined, shown, user_id: live.profileId, role, route })
  }, [live, joined, shown, role, route])

  const here = useMemo(() => peopleOnRoute(presence, route), [presence, route])

  if (!live || !isStaff(role)) return null
  return <PeopleHere ids={here} self={live.profileId} />
}

/** The staff's view: a count on the header, and who it is in a popover. */
function PeopleHere({ ids, self }: { ids: string[]; self: string }) {
  const t = useT('live')
  // A peer's role as the database names it (its four roles all have a message).
  const roleName = (role: string) => {
    const key = `presence.roles.${role}`
    return hasMessage(t, key) ? t(key) : role
  }
  const [peers, setPeers] = useState<Map<string, Peer | null>>(new Map())
  const asked = useRef(new Set<string>())

  useEffect(() => {
    const unknown = ids.filter((id) => id !== self && !asked.current.has(id))
    if (unknown.length === 0) return
    unknown.forEach((id) => asked.current.add(id))
    void presencePeersAction({ ids: unknown }).then((result) => {
      if (!result.ok) {
        unknown.forEach((id) => asked.current.delete(id))
        return
      }
      setPeers((current) => {
        const next = new Map(current)
        unknown.forEach((id) =>
          next.set(id, result.data.peers.find((peer) => peer.id === id) ?? null),
        )
        return next
      })
    })
  }, [ids, self])

  // Only people presence_peers returned (same school) are counted; ids it does not know stay out.
  const others = ids.flatMap((id) => {
    const peer = id === self ? null : peers.get(id)
    return peer ? [peer] : []
  })
  const count = others.length + (ids.includes(self) ? 1 : 0)
  const label = count === 1 ? t('presence.one') : t('presence.many', { count })

  return (
    <LazyPopover
      id="people-here-heading"
      heading={t('presence.heading')}
      className="gap-2"
      trigger={
        <Button
          variant="ghost"
          className="min-w-11 gap-1 px-2"
          aria-label={label}
          data-testid="people-here"
          data-a11y-secondary
        >
          <Icon node={Users} className="size-5" />
          <span aria-hidden="true">{count}</span>
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{label}</p>
      <ul className="grid gap-1">
        {ids.includes(self) && <li>{t('presence.you')}</li>}
        {others.map((peer) => (
          <li key={peer.id}>{peer.name ?? roleName(peer.role)}</li>
        ))}
      </ul>
    </LazyPopover>
  )
}

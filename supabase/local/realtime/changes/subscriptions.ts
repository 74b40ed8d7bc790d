import type { Subject } from '../as-role'
import { parseFilter, type Filter } from './filter'

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE'

/** What a channel asked for, echoed back in the join reply with its id. */
export interface Binding {
  event: string
  schema: string
  table?: string
  filter?: string
  [other: string]: unknown
}

/** A joined channel as the change feed sees it. */
export interface ChangeListener {
  subject(): Subject
  deliverChange(ids: number[], data: unknown): void
}

export interface Subscription {
  id: number
  event: ChangeEvent | '*'
  schema: string
  /** '*' for every table of the schema. */
  table: string
  filter: Filter | null
  listener: ChangeListener
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE'])

/**
 * Realtime identifies a subscription by a hash of its parameters (an integer below 2^27); the
 * client dispatches a change to the bindings whose id the change lists.
 */
export function bindingId(binding: Binding): number {
  const text = JSON.stringify([
    binding.event,
    binding.schema,
    binding.table ?? null,
    binding.filter ?? null,
  ])
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) % 2 ** 27
}

/** The bindings of a join payload's config (anything that is not one is dropped). */
export function readBindings(value: unknown): Binding[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (b): b is Binding =>
      !!b &&
      typeof b === 'object' &&
      typeof (b as Binding).event === 'string' &&
      typeof (b as Binding).schema === 'string',
  )
}

/** Realtime's text for parameters it cannot subscribe to. */
export function unableToSubscribe(b: Binding): string {
  const filters = b.filter ? describeFilter(b.filter) : '[]'
  return (
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given ' +
    `connect parameters: [event: ${b.event}, schema: ${b.schema}, table: ${b.table ?? '*'}, filters: ${filters}]`
  )
}

function describeFilter(text: string): string {
  const f = parseFilter(text)
  return typeof f === 'string' ? `[${text}]` : `[{${f.column}, ${f.op}, ${f.values.join(',')}}]`
}

/**
 * The subscription for a binding, or the reason it cannot be one. `published` holds the
 * publication's tables as "schema.table".
 */
export function subscribe(
  b: Binding,
  listener: ChangeListener,
  published: Set<string>,
): Subscription | string {
  const event = b.event.toUpperCase()
  if (!EVENTS.has(event)) return unableToSubscribe(b)
  const table = b.table && b.table !== '*' ? b.table : '*'
  let filter: Filter | null = null
  if (b.filter) {
    const parsed = parseFilter(b.filter)
    if (typeof parsed === 'string') return unableToSubscribe(b)
    filter = parsed
  }
  const covered = [...published].some((t) => {
    const [s, n] = [t.slice(0, t.indexOf('.')), t.slice(t.indexOf('.') + 1)]
    return (b.schema === '*' || b.schema === s) && (table === '*' || table === n)
  })
  if (!covered) return unableToSubscribe(b)
  return {
    id: bindingId(b),
    event: event as Subscription['event'],
    schema: b.schema,
    table,
    filter,
    listener,
  }
}

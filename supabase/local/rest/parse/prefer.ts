import { RestError } from '../errors'

/**
 * The Prefer header as PostgREST v14 reads it: comma-separated tokens over any number of
 * Prefer headers, the first valid value of each preference wins, and what it does not
 * recognise is collected — ignored by default (`handling=lenient`), refused with PGRST122
 * under `handling=strict`.
 */
export interface Preferences {
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missing: 'default' | 'null' | null
  return: 'representation' | 'minimal' | 'headers-only' | null
  count: 'exact' | 'planned' | 'estimated' | null
  tx: 'commit' | 'rollback' | null
  handling: 'strict' | 'lenient' | null
  /** A timezone from pg_timezone_names; an unknown one is dropped (and invalid under strict). */
  timezone: string | null
  /** Honoured only with handling=strict, as PostgREST does. */
  maxAffected: number | null
  invalid: string[]
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
} as const
type Choice = keyof typeof CHOICES

/**
 * `allowTx`: whether a request may choose its transaction's end (PostgREST's
 * `db-tx-end = commit-allow-override`); when not, `tx=` is neither applied nor invalid.
 * `timezones`: the names the database knows.
 */
export function parsePrefer(
  header: string | undefined,
  opts: { allowTx: boolean; timezones: ReadonlySet<string> },
): Preferences {
  const tokens = (header ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const first = <K extends Choice>(name: K): (typeof CHOICES)[K][number] | null => {
    for (const t of tokens) {
      const value = t.startsWith(`${name}=`) ? t.slice(name.length + 1) : null
      if (value !== null && (CHOICES[name] as readonly string[]).includes(value))
        return value as (typeof CHOICES)[K][number]
    }
    return null
  }
  const accepted = new Set(Object.entries(CHOICES).flatMap(([k, vs]) => vs.map((v) => `${k}=${v}`)))
  const tzToken = tokens.find((t) => t.startsWith('timezone='))
  const timezone = tzToken && opts.timezones.has(tzToken.slice(9)) ? tzToken.slice(9) : null
  const maxToken = tokens.find((t) => t.startsWith('max-affected='))
  const max = maxToken ? maxToken.slice(13) : ''
  return {
    resolution: first('resolution'),
    missing: first('missing'),
    return: first('return'),
    count: first('count'),
    tx: opts.allowTx ? first('tx') : null,
    handling: first('handling'),
    timezone,
    maxAffected: /^-?\d+$/.test(max) ? Number(max) : null,
    invalid: tokens.filter(
      (t) =>
        !accepted.has(t) &&
        !(t.startsWith('timezone=') && timezone !== null) &&
        !t.startsWith('max-affected='),
    ),
  }
}

/** Under handling=strict an unrecognised preference fails the request before it runs. */
export function checkStrict(p: Preferences): void {
  if (p.handling === 'strict' && p.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${p.invalid.join(', ')}`,
    )
  }
}

/** What a request is, for the preferences its answer reports. */
export type PlanKind = 'read' | 'create' | 'update' | 'delete' | 'rpc'

/**
 * The Preference-Applied value: PostgREST's fixed order (resolution, missing, return, count,
 * tx, handling, timezone, max-affected), each only where that kind of request uses it —
 * `return` on writes, `missing` on inserts and updates, `resolution` on inserts that have a
 * key to resolve against, max-affected on updates, deletes and calls under handling=strict.
 */
export function preferenceApplied(
  p: Preferences,
  plan: PlanKind,
  opts: { resolves?: boolean } = {},
): string | null {
  const write = plan === 'create' || plan === 'update' || plan === 'delete'
  const vals = [
    plan === 'create' && opts.resolves && p.resolution && `resolution=${p.resolution}`,
    (plan === 'create' || plan === 'update') && p.missing && `missing=${p.missing}`,
    write && p.return && `return=${p.return}`,
    p.count && `count=${p.count}`,
    p.tx && `tx=${p.tx}`,
    p.handling && `handling=${p.handling}`,
    p.timezone && `timezone=${p.timezone}`,
    (plan === 'update' || plan === 'delete' || plan === 'rpc') &&
      p.handling === 'strict' &&
      p.maxAffected !== null &&
      `max-affected=${p.maxAffected}`,
  ].filter((v): v is string => typeof v === 'string')
  return vals.length ? vals.join(', ') : null
}

/** The write or call affected more rows than `max-affected` allows: PGRST124, and the transaction rolls back. */
export function checkMaxAffected(p: Preferences, affected: number): void {
  if (p.handling === 'strict' && p.maxAffected !== null && affected > p.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    )
  }
}

import { benchOptions } from '@oppi/supabase-local/bench'
import type { Role } from './school'

/** A public, published video of the demo seed, with captions in two languages. */
const SEEDED_VIDEO = '00000000-0000-4000-8004-000000000001'

/** What the principal and the teachers both have: the school's lists of classes and work. */
const STAFF_LISTS = [
  '/dashboard',
  '/classes',
  '/subjects',
  '/assignments',
  '/submissions',
  '/submissions?status=late',
  '/students',
]

/** The pages the page benchmarks render, by role: every list page and dashboard of each. */
export const PAGES: Record<Role, string[]> = {
  principal: [
    ...STAFF_LISTS,
    '/teachers',
    '/bin',
    '/insights',
    '/insights?view=classes',
    '/insights?view=subjects',
    '/notifications',
  ],
  teacher: [...STAFF_LISTS, '/bin', '/insights', '/videos', `/video/${SEEDED_VIDEO}`],
  student: [
    '/dashboard',
    '/student/classes',
    '/student/subjects',
    '/student/assignments',
    '/insights',
    '/videos',
    `/video/${SEEDED_VIDEO}`,
  ],
  parent: ['/dashboard', '/children', '/insights', '/notifications'],
}

/** Each role with its pages whose "role page" contains `only` (every page when it is ''); a role with none is left out. */
export function pagesToMeasure(only: string): [Role, string[]][] {
  return (Object.entries(PAGES) as [Role, string[]][])
    .map(([role, pages]): [Role, string[]] => [
      role,
      pages.filter((page) => `${role} ${page}`.includes(only)),
    ])
    .filter(([, pages]) => pages.length > 0)
}

/**
 * The command line of a page benchmark: `--students N` (the generated school, 2000 by default),
 * `--runs R` (renders of each page, `runs` by default and at least `fewestRuns`) and `--only TEXT`
 * (see pagesToMeasure), besides the benchmark's own texts and flags.
 */
export function pageBenchOptions(own: {
  runs: number
  fewestRuns: number
  texts?: string[]
  flags: string[]
}) {
  const options = benchOptions({
    numbers: ['students', 'runs'],
    texts: ['only', ...(own.texts ?? [])],
    flags: own.flags,
  })
  return {
    ...options,
    students: options.number('students', 2000, 1),
    runs: options.number('runs', own.runs, own.fewestRuns),
    only: options.text('only'),
  }
}

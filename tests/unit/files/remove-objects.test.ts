import { afterAll, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const calls: { bucket: string; paths: string[] }[] = []
vi.mock('@supabase/supabase-js', () => ({
  createClient: () => ({
    storage: {
      from: (bucket: string) => ({
        remove: async (paths: string[]) => {
          // Storage may refuse more than 1000 names in one request (supabase/local always does).
          if (paths.length > 1000) return { data: null, error: new Error('too many names') }
          calls.push({ bucket, paths })
          return { data: paths.map((name) => ({ name })), error: null }
        },
      }),
    },
  }),
}))
vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', 'service-role-key')
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'http://127.0.0.1:54321')
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key')
afterAll(() => vi.unstubAllEnvs())

const { removeObjects } = await import('@/lib/supabase/admin')

it('removes a large bin purge in calls of at most 1000 names, bucket by bucket', async () => {
  const objects = [
    ...Array.from({ length: 2500 }, (_, i) => ({ bucket_id: 'submission-files', name: `s/${i}` })),
    ...Array.from({ length: 3 }, (_, i) => ({ bucket_id: 'assignment-files', name: `a/${i}` })),
  ]
  expect(await removeObjects(objects)).toBe(2503)
  expect(calls.map((c) => [c.bucket, c.paths.length])).toEqual([
    ['submission-files', 1000],
    ['submission-files', 1000],
    ['submission-files', 500],
    ['assignment-files', 3],
  ])
})

import { expect, it } from 'vitest'
import { removeBinItemFiles, removeBinMemberFiles } from '@/lib/files/purge'

// The bin's purge finds every file, however many: a folder listed page by page (Storage lists
// at most the limit it is given), and a removed member's files read past the API's 1000 rows.

const FOLDER_FILES = 2300

/** A stand-in Storage and REST API holding FOLDER_FILES hand-ins under one assignment. */
function school() {
  const removed: string[] = []
  const names = Array.from({ length: FOLDER_FILES }, (_, i) => `${String(i).padStart(4, '0')}.pdf`)
  const client = {
    rpc: (fn: string) => {
      const rows =
        fn === 'bin_item_assignment_ids'
          ? ['a1']
          : names.map((name) => ({ bucket_id: 'submission-files', name: `a1/s1/${name}` }))
      const query = {
        order: () => query,
        range: async (from: number, to: number) => ({
          data: rows.slice(from, Math.min(to + 1, from + 1000)),
          error: null,
        }),
        then: (resolve: (answer: unknown) => void) => resolve({ data: rows, error: null }),
      }
      return query
    },
    storage: {
      from: (bucket: string) => ({
        list: async (folder: string, { limit, offset }: { limit: number; offset: number }) => {
          const entries =
            bucket !== 'submission-files'
              ? []
              : folder === 'a1'
                ? [{ id: null, name: 's1' }]
                : names.map((name) => ({ id: name, name }))
          return { data: entries.slice(offset, offset + Math.min(limit, 1000)), error: null }
        },
        remove: async (paths: string[]) => {
          // Storage may refuse more than 1000 names in one request (supabase/local always does).
          if (paths.length > 1000) return { data: null, error: new Error('too many names') }
          removed.push(...paths)
          return { data: paths.map((name) => ({ name })), error: null }
        },
      }),
    },
  }
  return { client: client as never, removed }
}

it('removes every file of a binned assignment, from a folder longer than one listing', async () => {
  const { client, removed } = school()
  expect(await removeBinItemFiles(client, 'bin-1')).toBe(FOLDER_FILES)
  expect(new Set(removed).size).toBe(FOLDER_FILES)
})

it('names every file of a removed member, past the API’s 1000 rows', async () => {
  const { client } = school()
  let named = 0
  await removeBinMemberFiles(client, 'bin-2', async (objects) => (named = objects.length))
  expect(named).toBe(FOLDER_FILES)
})

import { defineConfig } from 'vitest/config'

// The package's own tests, run alone (`npm test -w @oppi/supabase-local`): unit tests of its
// modules, and the contract — each file starts its own server on a fixture schema and checks
// that it answers as the hosted Supabase services do. The repository's vitest.config.ts runs
// the same files in its 'unit' and 'contract' projects. OPPI_TEST_DB=postgres: PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})

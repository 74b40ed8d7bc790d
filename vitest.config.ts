import { defineConfig } from 'vitest/config'
import path from 'node:path'

// Three projects: pure logic (fast, no services); the Supabase contract (supabase/local/tests/contract: each
// file starts its own supabase/local on a fixture schema and checks that it answers as the hosted
// Supabase services do); and Oppi's data model (tests/integration: one supabase/local for the
// run, on a fresh database with the real migrations and seed, started by global-setup.ts).
// OPPI_TEST_DB=postgres puts both database projects on PostgreSQL instead of PGlite.
const databaseSuite = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  // One module graph for all the files: each file starts its own servers and databases, so
  // nothing a test touches outlives it, while a fresh graph for every file re-imported the whole
  // backend (about two seconds a file, near half the contract suite's time on the 2-core
  // machine). A file that changes the environment does it with vi.stubEnv and undoes it.
  isolate: false,
} as const

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'supabase/local/tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['supabase/local/tests/contract/**/*.test.ts'],
          ...databaseSuite,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/global-setup.ts'],
          ...databaseSuite,
        },
      },
    ],
  },
})

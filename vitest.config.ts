import { defineConfig } from 'vitest/config'
import path from 'node:path'

// Two projects: pure logic (fast, no services) and integration (talks to a supabase/local
// instance that tests/integration/global-setup.ts starts on a fresh database). The integration
// project holds two folders: tests/contract checks that supabase/local answers as the hosted
// Supabase services do (on its own fixture schemas), tests/integration checks Oppi's data model.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'supabase/local/**/*.test.ts', 'lib/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})

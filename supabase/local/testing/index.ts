// `@oppi/supabase-local/testing`: servers and databases for test suites — the package's contract
// tests and the app's integration tests start theirs the same way (OPPI_TEST_DB picks PGlite or
// PostgreSQL).
export { startTestServer } from './test-server'
export { createTestDatabase, testDbKind, TEST_PG_ADMIN_URL } from './test-database'
export { preparedPglite } from './pglite-template'

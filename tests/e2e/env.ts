// The e2e URLs now live in tests/e2e/support/env.ts; this path keeps specs written against it working.
export { API_URL, APP_URL, CONFIRM_API_URL, CONFIRM_APP_URL } from './support/env'

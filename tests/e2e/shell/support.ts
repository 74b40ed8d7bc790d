// The e2e support now lives in tests/e2e/support; this path keeps specs written against it working.
export * from '../support'
export { USERS as DEMO } from '../support'

/** Everything the end-to-end specs share: where the servers are, the seed's logins, sign-in, axe, keyboard-only input and the list pages' dialogs. */
export * from './accounts'
export * from './backend'
export * from './env'
export * from './keyboard'
export * from './lists'
export * from './page'
export * from './auth-api'
export * from './school'

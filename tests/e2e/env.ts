/** Where the e2e app and backend run (playwright.config.ts starts them; ports can be moved). */
const appPort = Number(process.env.E2E_APP_PORT ?? 3000)
const apiPort = Number(process.env.E2E_API_PORT ?? 54321)
export const APP_URL = `http://127.0.0.1:${appPort}`
export const API_URL = `http://127.0.0.1:${apiPort}`
/** The second pair, one port up: a backend with email confirmations on, and an app using it. */
export const CONFIRM_APP_URL = `http://127.0.0.1:${appPort + 1}`
export const CONFIRM_API_URL = `http://127.0.0.1:${apiPort + 1}`

/** Where the e2e app and backend run (playwright.config.ts starts them; ports can be moved). */
export const APP_URL = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? 3000}`
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 54321}`

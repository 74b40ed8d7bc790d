import { e2ePorts } from '../../../scripts/e2e-ports'
import { e2eAppEnv } from '../../../scripts/local-env'

/** Where the e2e app and backend run: playwright.config.ts starts them on these ports. */
const ports = e2ePorts()
export const APP_URL = `http://127.0.0.1:${ports.app}`
export const API_URL = `http://127.0.0.1:${ports.api}`
/** The second pair: a backend with email confirmations on, and an app using it. */
export const CONFIRM_APP_URL = `http://127.0.0.1:${ports.confirmApp}`
export const CONFIRM_API_URL = `http://127.0.0.1:${ports.confirmApi}`

/** The anon key the e2e app uses, for requests straight to the backend. */
export async function anonKey(): Promise<string> {
  return (await e2eAppEnv()).NEXT_PUBLIC_SUPABASE_ANON_KEY
}

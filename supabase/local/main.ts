import { runCommand } from './command'
import { applyLocalDevSettings } from './config'
import { startLocalSupabase } from './server'

// A development backend, as `npm run dev` starts it (auth/README.md, Rate limits).
applyLocalDevSettings()

/** `npm run supabase:start`: the local backend in the foreground until Ctrl+C. */
async function main() {
  const started = Date.now()
  const local = await startLocalSupabase({
    quietRequests: process.env.SUPABASE_LOCAL_QUIET === '1',
  })
  const db = local.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'
  console.log(`supabase/local ready on ${local.url} (${db}) in ${Date.now() - started} ms`)
  console.log(`API_URL="${local.url}"`)
  console.log(`ANON_KEY="${local.keys.anonKey}"`)
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    await local.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

runCommand(main)

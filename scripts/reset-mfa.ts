import { createClient } from '@supabase/supabase-js'
import { localProject } from './local-env'

/**
 * `npm run account:reset-mfa -- <email>`: the platform operator's way back for someone who lost
 * their second factor and has nobody in the app to reset it (a school's principal). Removes
 * every factor of the account through the auth server's admin API and records the reset in
 * the person's account events, which they and their principal can read.
 *
 * Against hosted Supabase set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; locally the running
 * supabase/local and its keys are used.
 */
async function serviceClient() {
  let url = process.env.SUPABASE_URL
  let key = process.env.SUPABASE_SERVICE_ROLE_KEY
  if (!url || !key) {
    const { config, keys } = await localProject()
    url = url ?? `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? config.api.port}`
    key = key ?? keys.serviceRoleKey
  }
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

export async function resetFactors(email: string): Promise<number> {
  const admin = await serviceClient()
  const { data: profile, error } = await admin
    .from('profiles')
    .select('id')
    .ilike('email', email.trim())
    .maybeSingle()
  if (error) throw new Error(error.message)
  if (!profile) throw new Error(`No account with the e-mail ${email}`)
  const { data: factors, error: listError } = await admin.auth.admin.mfa.listFactors({
    userId: profile.id,
  })
  if (listError) throw new Error(listError.message)
  for (const factor of factors.factors) {
    const { error: deleteError } = await admin.auth.admin.mfa.deleteFactor({
      userId: profile.id,
      id: factor.id,
    })
    if (deleteError) throw new Error(deleteError.message)
  }
  const { error: logError } = await admin.rpc('record_operator_factor_reset', {
    member_id: profile.id,
  })
  if (logError) throw new Error(logError.message)
  return factors.factors.length
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const email = process.argv[2]
  if (!email) {
    console.error('usage: npm run account:reset-mfa -- <email>')
    process.exit(2)
  }
  resetFactors(email).then(
    (n) =>
      console.log(`Removed ${n} second factor(s) of ${email}; recorded in their account events.`),
    (e: Error) => {
      console.error(e.message)
      process.exit(1)
    },
  )
}

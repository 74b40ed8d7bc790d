import { afterAll, beforeAll } from 'vitest'
import { startAuthServer, type AuthServer } from './helpers'
import { WEBAUTHN_RP, webauthnSuite } from './webauthn.suite'

// WebAuthn MFA switched on (enroll and verify) with a relying party at localhost.
let server: AuthServer
beforeAll(async () => {
  server = await startAuthServer({
    auth: { mfa: { web_authn: { enroll_enabled: true, verify_enabled: true } }, webauthn: WEBAUTHN_RP },
  })
})
afterAll(() => server?.stop())

webauthnSuite(() => server)

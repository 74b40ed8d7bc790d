import { authServerForFile } from './helpers'
import { PASSKEY_LIMIT } from './passkey-ceremonies'
import { passkeyRulesSuite } from './passkey-rules.suite'
import { passkeysSuite } from './passkeys.suite'
import { WEBAUTHN_RP } from './webauthn-ceremonies'
import { webauthnRulesSuite } from './webauthn-rules.suite'
import { webauthnSuite } from './webauthn.suite'

// WebAuthn MFA switched on (enroll and verify) and passkeys on, with a relying party at localhost.
const server = authServerForFile({
  auth: {
    mfa: { web_authn: { enroll_enabled: true, verify_enabled: true } },
    webauthn: WEBAUTHN_RP,
    passkey: { enabled: true, max_passkeys_per_user: PASSKEY_LIMIT },
  },
})

webauthnSuite(() => server)
webauthnRulesSuite(() => server)
passkeysSuite(() => server)
passkeyRulesSuite(() => server)

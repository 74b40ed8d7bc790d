import { confirmationsSuite } from './confirmations.suite'
import { secureEmailChangeSuite } from './email-change.suite'
import { authServerForFile } from './helpers'
import { asymmetricKeySuite } from './keys.suite'
import { reauthenticateSuite } from './reauthenticate.suite'

// Email confirmations on, secure email change and secure password change on, and RS256 signing
// keys (the keys suite works with any sign-up mode).
const server = authServerForFile({
  auth: {
    signing_keys_path: './signing_keys_rs256.json',
    email: {
      enable_confirmations: true,
      double_confirm_changes: true,
      secure_password_change: true,
    },
  },
})
const get = () => server

confirmationsSuite(get)
asymmetricKeySuite(get, 'RS256', 'rs256')
reauthenticateSuite(get)
secureEmailChangeSuite(get)

import { adminMfaSuite } from './admin-mfa.suite'
import { adminSuite } from './admin.suite'
import { disabledSuite } from './disabled.suite'
import { authServerForFile } from './helpers'
import { inviteSuite } from './invite.suite'
import { asymmetricKeySuite } from './keys.suite'
import { mfaSuite } from './mfa.suite'
import { recoverySuite } from './recovery.suite'
import { sessionSuite } from './session.suite'

// One server on the fixture's default config (ES256 keys, autoconfirm, test hook) for every
// suite that needs nothing else: starting PGlite is the slow part of these tests.
const server = authServerForFile()
const get = () => server

sessionSuite(get)
asymmetricKeySuite(get, 'ES256', 'es256')
mfaSuite(get)
adminSuite(get)
adminMfaSuite(get)
inviteSuite(get)
recoverySuite(get)
disabledSuite(get)

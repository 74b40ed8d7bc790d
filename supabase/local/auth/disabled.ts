import { Hono } from 'hono'
import type { AuthContext } from './context'
import { AuthError, OAuthError, badRequest, notFound, validationFailed } from './errors'
import { authenticate, requireAdmin } from './middleware'

/**
 * Features supabase/local does not offer, answered as GoTrue answers while they are switched
 * off, so a client sees the same refusal locally and on a project without them:
 * - identity linking (`linkIdentity`, `unlinkIdentity`): 404 manual_linking_disabled, after the
 *   bearer token is checked (GoTrue authenticates these routes first);
 * - SSO / SAML (`signInWithSSO`, SAML metadata and ACS): 404 saml_provider_disabled;
 * - passkeys while `[auth.passkey] enabled` is false (`signInWithPasskey`, `registerPasskey`,
 *   `auth.passkey.*`): every `/passkeys` route is 404 passkey_disabled before anything else is
 *   looked at, the bearer token included (switched on, ./passkeys.ts answers);
 * - the OAuth 2.1 server (admin client management, dynamic registration, /oauth/*): GoTrue does
 *   not register these routes at all, so its router answers a plain-text 404; the admin ones
 *   still check the admin token first.
 */
export function disabledRoutes(ctx: AuthContext) {
  const app = new Hono()

  const manualLinking = async (c: Parameters<typeof authenticate>[1]) => {
    await authenticate(ctx, c)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled')
  }
  app.get('/user/identities/authorize', manualLinking)
  app.delete('/user/identities/:identityId', manualLinking)

  const saml = () => {
    throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled')
  }
  app.post('/sso', saml)
  app.get('/sso/saml/metadata', saml)
  app.post('/sso/saml/acs', saml)

  if (!ctx.platform.config.auth.passkey.enabled) {
    const passkeys = () => {
      throw notFound('passkey_disabled', 'Passkeys are disabled')
    }
    app.all('/passkeys', passkeys)
    app.all('/passkeys/*', passkeys)
  }

  const routerNotFound = () =>
    new Response('404 page not found\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
    })
  app.all('/admin/oauth/*', async (c) => {
    await requireAdmin(ctx, c)
    return routerNotFound()
  })
  app.all('/oauth/*', routerNotFound)
  app.get('/.well-known/oauth-authorization-server', routerNotFound)

  return app
}

/**
 * Grants of providers supabase/local does not offer, refused as GoTrue refuses them while
 * the provider is off: web3 → 422 web3_provider_disabled; id_token → its own parameter checks
 * (OAuth-style errors), then 400 provider_disabled for a built-in provider, or 400
 * validation_failed for an issuer that is not on the (empty) allow-list.
 */
export async function refuseDisabledGrant(
  grant: string | undefined,
  readBody: () => Promise<Record<string, unknown>>,
) {
  if (grant === 'web3')
    throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled')
  if (grant === 'id_token') throw idTokenRefusal(await readBody())
}

/** The built-in OIDC providers GoTrue's id_token grant knows, with their fixed issuers. */
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
}
const AZURE_ISSUER_RE = /^https:\/\/login[.]microsoftonline[.]com\/([^/]+)\/v2[.]0\/?$/

/** The `iss` of an unverified JWT, as GoTrue reads it to pick the Azure tenant; null when unreadable. */
function unverifiedIssuer(idToken: string): string | null {
  const parts = idToken.split('.')
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]*$/.test(parts[1])) return null
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as {
      iss?: unknown
    }
    return typeof payload?.iss === 'string' ? payload.iss : ''
  } catch {
    return null
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** GoTrue's IdTokenGrant up to the point where it needs the (here always disabled) provider. */
function idTokenRefusal(body: Record<string, unknown>): Error {
  const idToken = str(body.id_token)
  const provider = str(body.provider)
  const issuerIn = str(body.issuer)
  if (!idToken) return new OAuthError('invalid request', 'id_token required')
  if (!provider && (!str(body.client_id) || !issuerIn)) {
    return new OAuthError('invalid request', 'provider or client_id and issuer required')
  }
  let issuer: string | undefined
  for (const [name, iss] of Object.entries(ID_TOKEN_ISSUERS)) {
    if (provider === name || issuerIn === iss) {
      issuer = iss
      break
    }
  }
  if (issuer === undefined && (provider === 'azure' || AZURE_ISSUER_RE.test(issuerIn))) {
    issuer = AZURE_ISSUER_RE.test(issuerIn) ? issuerIn : (unverifiedIssuer(idToken) ?? undefined)
    if (issuer === undefined)
      return validationFailed('Unable to detect issuer in ID token for Azure provider')
  }
  if (issuer === undefined && provider === 'keycloak') issuer = ''
  if (issuer === undefined)
    return validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`)
  return badRequest(
    'provider_disabled',
    `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
  )
}

import { Hono } from 'hono'
import type { RouteModule } from '../platform/types'
import { adminRoutes } from './admin'
import { adminFactorRoutes } from './admin-factors'
import { adminPasskeyRoutes } from './admin-passkeys'
import { CodeGuard } from './code-guard'
import type { AuthContext } from './context'
import { API_VERSION, AuthError, OAuthError, errorResponse, oauthErrorResponse } from './errors'
import { disabledRoutes } from './disabled'
import { generateLinkRoutes } from './generate-link'
import { inviteRoutes } from './invite'
import { publicRoutes } from './jwks'
import { logoutRoutes } from './logout'
import { mfaRoutes } from './mfa'
import { otpRoutes } from './otp'
import { passkeyRoutes } from './passkeys'
import { Outbox } from './outbox-store'
import { outboxRoutes } from './outbox'
import { RateLimiter } from './ratelimit'
import { reauthenticateRoutes } from './reauthenticate'
import { signupRoutes } from './signup'
import { tokenRoutes } from './token'
import { userRoutes } from './user'
import { verifyRoutes } from './verify'

/** auth/v1: the GoTrue routes auth-js uses. See ./README.md. */
export const authModule: RouteModule = {
  prefix: '/auth/v1',
  create(platform) {
    const ctx: AuthContext = {
      platform,
      limiter: new RateLimiter(),
      codeGuard: new CodeGuard(),
      outbox: new Outbox(platform.log),
    }
    const app = new Hono()

    app.use('*', async (c, next) => {
      await next()
      c.header('X-Supabase-Api-Version', API_VERSION)
    })

    for (const routes of [
      publicRoutes,
      signupRoutes,
      tokenRoutes,
      verifyRoutes,
      otpRoutes,
      reauthenticateRoutes,
      disabledRoutes,
      passkeyRoutes,
      userRoutes,
      logoutRoutes,
      mfaRoutes,
      inviteRoutes,
      generateLinkRoutes,
      adminFactorRoutes,
      adminPasskeyRoutes,
      adminRoutes,
      outboxRoutes,
    ]) {
      app.route('/', routes(ctx))
    }

    app.all('*', () => {
      throw new AuthError(404, 'not_found', 'Not Found')
    })

    app.onError((err, c) => {
      if (err instanceof AuthError) return errorResponse(c, err)
      if (err instanceof OAuthError) return oauthErrorResponse(c, err)
      platform.log.error(`auth ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`)
      return errorResponse(
        c,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      )
    })
    return app
  },
}

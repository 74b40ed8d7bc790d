import { Hono } from 'hono'
import type { AuthContext } from './context'

/** GET /.well-known/jwks.json, /health and /settings: the public, unauthenticated reads. */
export function publicRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, keys } = ctx.platform

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600')
    return c.json(keys.jwks)
  })

  app.get('/health', (c) =>
    c.json({
      version: 'supabase-local',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth for supabase/local',
    }),
  )

  app.get('/settings', (c) => {
    const external = Object.fromEntries(
      [
        'anonymous_users',
        'apple',
        'azure',
        'bitbucket',
        'discord',
        'facebook',
        'figma',
        'fly',
        'github',
        'gitlab',
        'google',
        'keycloak',
        'kakao',
        'linkedin',
        'linkedin_oidc',
        'notion',
        'spotify',
        'slack',
        'slack_oidc',
        'workos',
        'twitch',
        'twitter',
        'zoom',
        'phone',
      ].map((p) => [p, false]),
    )
    external.anonymous_users = config.auth.enable_anonymous_sign_ins
    external.email = config.auth.email.enable_signup
    return c.json({
      external,
      disable_signup: !config.auth.enable_signup,
      mailer_autoconfirm: !config.auth.email.enable_confirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })
  })

  return app
}

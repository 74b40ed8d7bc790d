import { expect, test } from '../support/test'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { ROUTE_RULES } from '@/lib/auth/route-rules'
import { APP_URL, signIn, storedSession, USERS } from '../support'

const guarded = ROUTE_RULES.filter(([, access]) => access.kind === 'signed-in').map(([pattern]) =>
  pattern.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000'),
)

test('every guarded route sends a visitor without a session to /auth', async ({ page }) => {
  for (const path of guarded) {
    await page.goto(path)
    await expect(page, path).toHaveURL(
      new RegExp(
        `/auth\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    )
  }
})

function cookieFor(session: object) {
  return {
    name: 'sb-127-auth-token',
    value: `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`,
    url: APP_URL,
  }
}

async function forgedSession(expiresInSeconds: number) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({
    sub: '00000000-0000-4000-8000-0000000000aa',
    role: 'authenticated',
    aal: 'aal1',
    email: 'mallory@example.test',
    app_metadata: { app_role: 'principal' },
  })
    .setProtectedHeader({ alg: 'ES256', kid: (await exportJWK(publicKey)).x?.slice(0, 8) ?? 'k' })
    .setAudience('authenticated')
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(privateKey)
  return {
    access_token: token,
    refresh_token: 'not-a-real-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + expiresInSeconds,
    user: {
      id: '00000000-0000-4000-8000-0000000000aa',
      email: 'mallory@example.test',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: new Date().toISOString(),
    },
  }
}

test('a forged session cookie (token signed by an unknown key) is refused', async ({ page }) => {
  await page.context().addCookies([cookieFor(await forgedSession(3600))])
  await page.goto('/teachers')
  await expect(page).toHaveURL(/\/auth\?next=%2Fteachers$/)
})

test('an expired session that cannot be refreshed is refused', async ({ page }) => {
  await page.context().addCookies([cookieFor(await forgedSession(-120))])
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/)
})

test('a tampered token (role changed, signature kept) is refused', async ({ page, context }) => {
  await signIn(page, USERS.student)
  const session = await storedSession(page)
  expect(session).not.toBeNull()
  const [header, payload, signature] = session!.access_token.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  claims.app_metadata = { ...claims.app_metadata, app_role: 'principal' }
  const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
  await context.clearCookies()
  await context.addCookies([cookieFor({ ...session, access_token: tampered })])
  await page.goto('/teachers')
  await expect(page).toHaveURL(/\/auth\?next=%2Fteachers$/)
})

test('redirect targets outside the app are ignored after sign-in', async ({ page }) => {
  await page.goto('/auth?next=https%3A%2F%2Fevil.example%2F')
  await page.getByLabel('Email').fill(USERS.teacher)
  await page.getByLabel('Password', { exact: true }).fill('Oppi-demo-2026')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(`${APP_URL}/dashboard`)
})

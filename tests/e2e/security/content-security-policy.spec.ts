import { expect, takeCspViolations, test } from '../support/test'
import { API_URL, APP_URL, openSignedIn, signedInAs } from '../support'

/** The policy's directives by name, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy()
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

const nonceOf = (sources: string[]) => sources.find((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s))

/** What every page's policy must say, for the page at `path` as the browser got it. */
function expectStrictPolicy(header: string | null, path: string) {
  const csp = directives(header)
  const script = csp.get('script-src') ?? []
  expect(nonceOf(script), `${path}: script-src nonce`).toBeTruthy()
  expect(script, path).toContain("'strict-dynamic'")
  expect(script, path).not.toContain("'unsafe-inline'")
  // The e2e app is the production build: no eval either.
  expect(script, path).not.toContain("'unsafe-eval'")
  expect(csp.get('object-src'), path).toEqual(["'none'"])
  expect(csp.get('base-uri'), path).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"])
  expect(csp.get('form-action'), path).toEqual(["'self'"])
  const api = new URL(API_URL)
  expect(csp.get('connect-src'), path).toEqual(
    expect.arrayContaining(["'self'", api.origin, `ws://${api.host}`]),
  )
  for (const name of ['img-src', 'media-src']) {
    expect(csp.get(name), `${path}: ${name}`).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'data:', api.origin]),
    )
  }
  return nonceOf(script)!.slice("'nonce-".length, -1)
}

test('public pages carry the policy with a fresh nonce each time, and the other security headers', async ({
  request,
}) => {
  const nonces = new Set<string>()
  for (const path of ['/home', '/auth', '/auth/accept', '/auth/accept', '/no-such-page']) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/)
    nonces.add(expectStrictPolicy(res.headers()['content-security-policy'], path))
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(res.headers()['permissions-policy'], path).toContain('camera=()')
  }
  // Five answers, five nonces (the accept page twice): a nonce is never served again.
  expect(nonces.size).toBe(5)
  // A redirect of the gate carries it too.
  const gated = await request.get('/dashboard', { maxRedirects: 0 })
  expect(gated.status()).toBe(307)
  expectStrictPolicy(gated.headers()['content-security-policy'], '/dashboard (signed out)')
})

test(
  'signed-in pages carry the policy; its nonce is on the page scripts, and an injected inline handler does not run',
  signedInAs.teacher,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/subjects')
    const response = await page.reload()
    const nonce = expectStrictPolicy(response!.headers()['content-security-policy'], '/subjects')
    // Every script element the server sent carries this response's nonce.
    const scripts = (await response!.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

    for (const path of ['/dashboard', '/settings']) {
      const res = await page.goto(`${APP_URL}${path}`)
      expectStrictPolicy(res!.headers()['content-security-policy'], path)
    }

    // Markup an attacker slipped into the page (an inline handler, no nonce) does not run, and
    // the refusal is reported: the suite's fixture fails any test during which the browser
    // refused something.
    takeCspViolations()
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { injectedRan?: boolean }
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {
          once: true,
        }),
      )
      const box = document.createElement('div')
      box.innerHTML = '<img src="/no-such-image.png" alt="" onerror="window.injectedRan = true">'
      document.body.append(box)
      const directive = await refused
      box.remove()
      return { directive, ran: w.injectedRan === true }
    })
    expect(outcome).toEqual({ directive: 'script-src-attr', ran: false })
    // Chromium words it "Executing inline event handler violates the following Content Security
    // Policy directive ..." (older versions: "Refused to execute inline event handler ...").
    await expect
      .poll(() => takeCspViolations().join('\n'))
      .toMatch(/inline event handler.*Content Security Policy/)
  },
)

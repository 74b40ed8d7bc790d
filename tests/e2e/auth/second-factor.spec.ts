import { expect, test } from '../support/test'
import { Secret, TOTP } from 'otpauth'
import en from '@/messages/en.json' with { type: 'json' }
import {
  anonKey,
  API_URL,
  APP_URL,
  expectNoAxeViolations,
  ownSchool,
  signIn,
  type OwnSchool,
} from '../support'

// The second factor guards the data, not only the pages: a principal with a verified factor
// whose browser holds only the password's aal1 session gets no IEP document from the app's
// /files route; after the code, the same browser does. And when the principal requires a
// second factor of all staff, a teacher without one is led to set it up. In a school of its own.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

async function api(
  path: string,
  token: string,
  init: { method?: string; body?: BodyInit; type?: string } = {},
) {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': init.type ?? 'application/json',
    },
    body: init.body,
  })
  const text = await res.text()
  expect(res.ok, `${path}: ${res.status} ${text}`).toBe(true)
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let school: OwnSchool
let totp: TOTP
let plan: string

test.beforeAll(async () => {
  school = await ownSchool()
  // The principal sets up TOTP through the auth API (the settings page has its own spec) and,
  // at aal2, puts an IEP document in place.
  const token = school.principal.token
  const factor = await api('/auth/v1/factors', token, {
    body: JSON.stringify({ factor_type: 'totp', friendly_name: 'phone' }),
  })
  const factorId = factor.id as string
  totp = new TOTP({
    secret: Secret.fromBase32((factor.totp as { secret: string }).secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  const challenge = await api(`/auth/v1/factors/${factorId}/challenge`, token)
  const verified = await api(`/auth/v1/factors/${factorId}/verify`, token, {
    body: JSON.stringify({ challenge_id: challenge.id, code: totp.generate() }),
  })
  plan = `${school.student.id}/plan.pdf`
  await api(`/storage/v1/object/iep-documents/${plan}`, verified.access_token as string, {
    body: PDF,
    type: 'application/pdf',
  })
})

test('the /files route refuses an IEP document to the password alone and serves it after the code', async ({
  page,
}) => {
  // The password's session (aal1): the app asks for the code.
  await signIn(page, school.principal.email, 'en', '/dashboard')
  await expect(page).toHaveURL(/\/auth\?step=mfa$/)
  const refused = await page.request.get(`${APP_URL}/files/iep-documents/${plan}`)
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error).toBe(en.secondFactor.codeOwed)

  await page.getByLabel('Verification code').fill(totp.generate())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const served = await page.request.get(`${APP_URL}/files/iep-documents/${plan}`)
  expect(served.status()).toBe(200)
  expect(
    Buffer.from(await served.body())
      .subarray(0, 8)
      .toString(),
  ).toBe('%PDF-1.4')
})

test('when the principal requires a second factor of staff, a teacher without one is led to set it up', async ({
  page,
  browser,
}) => {
  const f = en.secondFactor
  await signIn(page, school.principal.email, 'en', '/dashboard')
  await page.getByLabel('Verification code').fill(totp.generate())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/settings')
  const box = page.getByRole('checkbox', { name: f.requireLabel })
  await expect(box).not.toBeChecked()
  await expectNoAxeViolations(page)
  await box.check()
  await expect(page.getByText(f.turnedOn)).toBeVisible()
  await expect(box).toBeChecked()

  const teacher = await (await browser.newContext()).newPage()
  await signIn(teacher, school.teacher.email, 'en', '/dashboard')
  await expect(teacher).toHaveURL(/\/settings\?factor=required(#security)?$/)
  await expect(teacher.getByRole('alert').filter({ hasText: f.requiredTitle })).toBeVisible()
  await expectNoAxeViolations(teacher)
  // Every other page leads back here; the data itself is the database's to refuse.
  await teacher.goto('/students')
  await expect(teacher).toHaveURL(/\/settings\?factor=required(#security)?$/)
  // The student is not staff: their pages open as before.
  const student = await (await browser.newContext()).newPage()
  await signIn(student, school.student.email, 'en')

  await box.uncheck()
  await expect(page.getByText(f.turnedOff)).toBeVisible()
  await teacher.goto('/dashboard')
  await expect(teacher).toHaveURL(/\/dashboard$/)
})

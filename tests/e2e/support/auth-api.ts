import { expect } from '@playwright/test'
import { PASSWORD } from './accounts'
import { anonKey, API_URL } from './env'

/**
 * A sign-up straight against auth/v1, as the registration form makes it: `meta` is what the
 * database's sign-up trigger reads (names, role, school name). Returns the new user's id.
 */
export async function signUpByApi(email: string, meta: Record<string, string>): Promise<string> {
  const anon = await anonKey()
  const res = await fetch(`${API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: meta }),
  })
  expect(res.status, `sign-up of ${email}`).toBe(200)
  const body = (await res.json()) as { user?: { id: string }; id?: string }
  return body.user?.id ?? body.id ?? ''
}

/**
 * Someone who signs up to join the demo school by themself, so waits for its principal to let
 * them in: their id.
 */
export function joinsDemoSchool(
  email: string,
  role: 'teacher' | 'student' | 'parent',
  firstName: string,
  lastName: string,
) {
  return signUpByApi(email, {
    first_name: firstName,
    last_name: lastName,
    role,
    school_name: 'Oppi Demo School',
  })
}

import { expect } from '@playwright/test'
import { backendToken } from './backend'
import { API_URL } from './env'

/** Seed ids these specs use: class 5A (the demo student's, taught by the demo teacher) and two of its students. */
export const CLASS_5A = '00000000-0000-4000-8001-000000000009'
export const STUDENTS_5A = ['student008@demo.oppi.test', 'student032@demo.oppi.test'] as const

/** Inserts one row through rest/v1 as that user (RLS applies) and returns it. */
export async function insertAs(
  email: string,
  table: string,
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { token, anon } = await backendToken(email)
  const res = await fetch(`${API_URL}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: anon,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  })
  expect(res.status, `POST ${table} as ${email}: ${await res.clone().text()}`).toBe(201)
  return ((await res.json()) as Record<string, unknown>[])[0]
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

import { writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext } from '@playwright/test'
// Relative imports, not '@/…': playwright.config.ts loads this file too.
import { ROLES, type Role } from '../../../lib/auth/roles'
import { e2ePorts } from '../../../scripts/e2e-ports'

/**
 * The browser states the suite starts from (playwright.config.ts): signed out, or signed in as
 * one of the seed's demo roles. roles.setup.ts signs each role in once per run and saves its
 * state; the tests of that role's project start from it instead of signing in themselves.
 */
const ports = e2ePorts()
const APP_ORIGINS = [`http://127.0.0.1:${ports.app}`, `http://127.0.0.1:${ports.confirmApp}`]

/**
 * Every state has already seen the assistant on both apps, so its drawer does not open by
 * itself over the page under test (tests/e2e/assistant starts from a first visit instead).
 */
const SEEN_ASSISTANT = { name: 'oppi-assistant-seen', value: '1' }
export const SIGNED_OUT_STATE = {
  cookies: [],
  origins: APP_ORIGINS.map((origin) => ({ origin, localStorage: [SEEN_ASSISTANT] })),
}

/** Where a role's signed-in state is kept for the run (git-ignored). */
export const roleStateFile = (role: Role) =>
  path.resolve(import.meta.dirname, '../../../playwright/.auth', `${role}.json`)

/**
 * A test's details that put it in a role's project, e.g. `test('…', signedInAs.teacher, …)`:
 * its page starts signed in as that demo role. A test without one runs in the 'signed-out'
 * project and signs in whoever it needs itself: one that signs out, changes a password or a
 * second factor, or signs in with the form must, since signing out (everywhere, as the app
 * does) would end the shared session for every other test of the role.
 */
export const signedInAs = Object.fromEntries(
  ROLES.map((role) => [role, { tag: `@${role}` }]),
) as Record<Role, { tag: string }>

/** The tag of a role's tests, for its project's `grep`. */
export const roleTag = (role: Role) => new RegExp(`@${role}\\b`)
export const anyRoleTag = new RegExp(`@(${ROLES.join('|')})\\b`)

/**
 * Saves the context's state (the session cookies) as the role's, keeping the assistant-seen
 * mark of every app origin, also of the one the sign-in never opened.
 */
export async function saveRoleState(context: BrowserContext, role: Role) {
  const state = await context.storageState()
  const origins = SIGNED_OUT_STATE.origins.map((seen) => {
    const stored = state.origins.find((o) => o.origin === seen.origin)
    const others = stored?.localStorage.filter((item) => item.name !== SEEN_ASSISTANT.name) ?? []
    return { origin: seen.origin, localStorage: [...others, SEEN_ASSISTANT] }
  })
  const file = roleStateFile(role)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify({ cookies: state.cookies, origins }, null, 2))
}

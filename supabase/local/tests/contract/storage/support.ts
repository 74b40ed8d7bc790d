import type { ConfigOverrides } from '../../../config'
import { fixtureServerForFile, type FixtureServer } from '../fixture-server'

export { ALICE, BOB, anonClient, serviceClient, userClient, userToken } from '../fixture-server'

export type StorageServer = FixtureServer

/**
 * A server on the storage fixture (its buckets and policies, not the app's) for the calling
 * test file, with `overrides` on the fixture's config: started before its first test (then
 * onStart, e.g. to make the file's clients and buckets), stopped after its last. Call at the
 * top level; the getter works inside tests and hooks.
 */
export const storageServerForFile = (
  onStart?: (server: StorageServer) => unknown,
  overrides: ConfigOverrides = {},
) => fixtureServerForFile('storage', { onStart, overrides })

/** A PNG's first bytes: enough for the content check to recognise it. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa2b9a5b00000000049454e44ae426082',
  'hex',
)

/** The text of a downloaded Blob. */
export const text = (blob: Blob | null) => blob!.text()

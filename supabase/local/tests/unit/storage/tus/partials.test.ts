import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PartialStore, type PartialUpload } from '../../../../storage/tus/partials'

let root: string
let store: PartialStore
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tus-partials-'))
  store = PartialStore.open(root)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const upload = (version: string, expiresAt: number): PartialUpload => ({
  bucket: 'b',
  name: 'n',
  version,
  length: 10,
  rawMetadata: '',
  contentType: 'text/plain',
  cacheControl: 'no-cache',
  userMetadata: null,
  creator: 'bearer:authenticated:x',
  createdAt: 0,
  expiresAt,
})
const files = () => readdirSync(path.join(root, 'resumable')).sort()
const tooMuch = () => new Error('too much')

describe('partial uploads on disk', () => {
  it('appends chunks, and the offset is what has arrived', async () => {
    await store.create(upload('v1', Date.now() + 1000))
    expect(await store.offset('v1')).toBe(0)
    await store.append('v1', Readable.from([Buffer.from('abc'), Buffer.from('de')]), 10, tooMuch)
    await store.append('v1', Readable.from([Buffer.from('fgh')]), 5, tooMuch)
    expect(await store.offset('v1')).toBe(8)
    expect((await store.head('v1')).toString()).toBe('abcdefgh')
    await expect(
      store.append('v1', Readable.from([Buffer.from('ijk')]), 2, tooMuch),
    ).rejects.toThrow('too much')
    expect(await store.offset('v1')).toBe(10)
  })

  it('keeps the bytes that arrived before the client went away', async () => {
    await store.create(upload('v2', Date.now() + 1000))
    const cut = new Readable({ read() {} })
    cut.push(Buffer.from('12345'))
    setTimeout(() => cut.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })), 10)
    expect(await store.append('v2', cut, 10, tooMuch)).toEqual({ written: 5, interrupted: true })
    expect(await store.offset('v2')).toBe(5)
  })

  it('sweeps expired uploads and old half-made ones, but not busy or young ones', async () => {
    const now = Date.now()
    await store.create(upload('expired', now - 1))
    await store.create(upload('busy', now - 1))
    await store.create(upload('live', now + 60_000))
    writeFileSync(path.join(root, 'resumable', 'orphan.part'), 'x')
    utimesSync(
      path.join(root, 'resumable', 'orphan.part'),
      new Date(now - 120_000),
      new Date(now - 120_000),
    )
    writeFileSync(path.join(root, 'resumable', 'young.part'), 'x')
    expect(await store.sweep(now, (v) => v === 'busy')).toBe(2)
    expect(files()).toEqual(['busy.json', 'busy.part', 'live.json', 'live.part', 'young.part'])
    expect(await store.get('expired')).toBeNull()
  })

  it('removes an upload whole', async () => {
    await store.create(upload('v3', Date.now() + 1000))
    await store.remove('v3')
    await store.remove('v3')
    expect(files()).toEqual([])
  })
})

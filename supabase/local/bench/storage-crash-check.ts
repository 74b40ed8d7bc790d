import { randomBytes, randomUUID } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../config'
import { loadKeys } from '../keys'
import { PROJECT_CONFIG } from '../server'
import { openPglite } from '../db/pglite'
import { startServerProcess, stopServerProcess } from './server-process'

/**
 * `npx tsx supabase/local/bench/storage-crash-check.ts`: kills supabase/local with SIGKILL in the middle of
 * 20 MB uploads (mid-body, and at moments around the end of the body where the server renames
 * the file and commits the row), restarts it on the same data folder each time, and checks
 * that no object row lacks its file, no file lacks its row, and no temporary file is left.
 * Exits non-zero when any check fails.
 */
/** The service_role key the server will accept, from the same config it reads. */
let SERVICE_KEY = ''
const PORT = Number(process.env.CRASH_CHECK_PORT ?? 54397)
const SIZE = 20 * 1024 * 1024
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storage-crash-check-'))
const storageDir = path.join(dataDir, 'storage')

const start = () => startServerProcess(PORT, { SUPABASE_LOCAL_DIR: dataDir, DATABASE_URL: '' })

function api(method: string, p: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${PORT}/storage/v1${p}`, {
    method,
    headers: {
      apikey: SERVICE_KEY,
      authorization: `Bearer ${SERVICE_KEY}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/**
 * Sends a 20 MB raw upload in 256 KiB pieces and calls `kill` once `killAt` bytes are sent
 * (and `delayMs` later); the request's own fate does not matter.
 */
function uploadAndKill(
  name: string,
  killAt: number,
  delayMs: number,
  kill: () => Promise<void>,
): Promise<void> {
  const bytes = randomBytes(SIZE)
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: `/storage/v1/object/crash/${name}`,
      headers: {
        apikey: SERVICE_KEY,
        authorization: `Bearer ${SERVICE_KEY}`,
        'content-type': 'application/octet-stream',
        'content-length': SIZE,
      },
    })
    req.on('error', () => resolve())
    req.on('response', (res) =>
      res
        .resume()
        .on('end', () => resolve())
        .on('error', () => resolve()),
    )
    let sent = 0
    let killed = false
    const pump = () => {
      while (sent < SIZE) {
        const piece = bytes.subarray(sent, sent + 256 * 1024)
        sent += piece.length
        if (!killed && sent >= killAt) {
          killed = true
          req.write(piece)
          if (sent >= SIZE) req.end()
          setTimeout(() => void kill().then(() => setTimeout(resolve, 100)), delayMs)
          return
        }
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

/** Disk and rows agree: every row's version file exists with its size, every file has a row. */
async function check(round: string): Promise<string[]> {
  const problems: string[] = []
  const tmp = filesUnder(path.join(storageDir, 'tmp'))
  if (tmp.length) problems.push(`${round}: ${tmp.length} temporary file(s) left after the restart`)
  const db = await openPglite(path.join(dataDir, 'db'))
  const { rows } = await db.query<{
    bucket_id: string
    name: string
    version: string
    size: number
  }>("select bucket_id, name, version, (metadata->>'size')::int8 as size from storage.objects")
  await db.close()
  const expected = new Map(
    rows.map((r) => [
      path.join(storageDir, 'objects', r.bucket_id, ...r.name.split('/'), r.version),
      r,
    ]),
  )
  for (const [file, r] of expected) {
    if (!existsSync(file)) problems.push(`${round}: row ${r.bucket_id}/${r.name} has no file`)
    else if (statSync(file).size !== Number(r.size))
      problems.push(
        `${round}: ${r.bucket_id}/${r.name} has ${statSync(file).size} bytes, its row says ${r.size}`,
      )
  }
  for (const file of filesUnder(path.join(storageDir, 'objects'))) {
    if (!expected.has(file))
      problems.push(`${round}: ${path.relative(storageDir, file)} has no row`)
  }
  console.log(
    `${round}: ${rows.length} row(s), ${expected.size} file(s) expected, ${problems.length} problem(s)`,
  )
  return problems
}

async function main() {
  SERVICE_KEY = (await loadKeys(loadConfig(PROJECT_CONFIG))).serviceRoleKey
  const problems: string[] = []
  let { child } = await start()
  await api('POST', '/bucket', { id: 'crash', name: 'crash' })
  const done = await fetch(`http://127.0.0.1:${PORT}/storage/v1/object/crash/finished.bin`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_KEY,
      authorization: `Bearer ${SERVICE_KEY}`,
      'content-type': 'application/octet-stream',
    },
    body: randomBytes(SIZE),
  })
  if (!done.ok) throw new Error(`the first upload failed: ${await done.text()}`)

  // Kill points: halfway through the body, as the last byte leaves, and a few moments after
  // (the server is then flushing, renaming and committing).
  const rounds: [string, number, number][] = [
    ['mid-body', SIZE / 2, 0],
    ['end of body', SIZE, 0],
    ['end of body + 20 ms', SIZE, 20],
    ['end of body + 60 ms', SIZE, 60],
    ['end of body + 90 ms', SIZE, 90],
    ['end of body + 120 ms', SIZE, 120],
    ['end of body + 150 ms', SIZE, 150],
  ]
  for (const [round, at, delay] of rounds) {
    const current = child
    await uploadAndKill(`round-${rounds.findIndex((r) => r[0] === round)}.bin`, at, delay, () =>
      stopServerProcess(current, 'SIGKILL'),
    )
    const leftTmp = filesUnder(path.join(storageDir, 'tmp')).length
    console.log(`${round}: killed; ${leftTmp} temporary file(s) on disk before the restart`)
    const restarted = await start()
    await stopServerProcess(restarted.child)
    const cleaned = restarted.log
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('storage:'))
    for (const line of cleaned) console.log(`${round}: at restart, ${line}`)
    problems.push(...(await check(round)))
    child = (await start()).child
  }
  // The narrowest window (file renamed into place, row not yet committed) is seldom hit by a
  // timed kill; leave exactly what it would leave, plus a half-written temporary file.
  await stopServerProcess(child)
  const orphan = path.join(storageDir, 'objects', 'crash', 'never-committed.bin', randomUUID())
  mkdirSync(path.dirname(orphan), { recursive: true })
  writeFileSync(orphan, randomBytes(1024))
  writeFileSync(path.join(storageDir, 'tmp', randomUUID()), randomBytes(1024))
  const afterWindow = await start()
  await stopServerProcess(afterWindow.child)
  for (const line of afterWindow.log
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('storage:'))) {
    console.log(`renamed, not committed: at restart, ${line}`)
  }
  problems.push(...(await check('renamed, not committed')))
  if (existsSync(path.dirname(orphan))) problems.push("the orphan's empty folder was left behind")
  child = (await start()).child

  const finished = await api('GET', '/object/crash/finished.bin')
  const size = (await finished.arrayBuffer()).byteLength
  if (size !== SIZE) problems.push(`the finished upload reads back as ${size} bytes`)
  await stopServerProcess(child)
  rmSync(dataDir, { recursive: true, force: true })
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log('storage crash check: database and disk agree after every kill')
}

main().catch((e) => {
  console.error(e)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
})

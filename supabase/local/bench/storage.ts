import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { open, readFile, rename, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { loadConfig } from '../config'
import { loadKeys } from '../keys'
import { PROJECT_CONFIG } from '../server'
import { startServerProcess } from './server-process'

/**
 * `npm run bench:storage`: upload and download throughput of supabase/local's storage/v1
 * through storage-js, for 1 MB and 50 MB objects, against writing (write, flush, rename — what
 * the server does with every upload) and reading the same bytes on the same disk directly.
 * The server runs in a child process on PGlite with its data folder in the system's temporary
 * folder, where the direct baseline writes too.
 */
/** The service_role key the server will accept, from the same config it reads. */
let SERVICE_KEY = ''
const PORT = 54396
const CASES = [
  { label: '1 MB', size: 1_000_000, runs: Number(process.env.BENCH_SMALL_RUNS ?? 30) },
  { label: '50 MB', size: 50_000_000, runs: Number(process.env.BENCH_LARGE_RUNS ?? 4) },
]

/** MB/s over `runs` repetitions of fn, each moving `size` bytes. */
async function throughput(
  size: number,
  runs: number,
  fn: (i: number) => Promise<void>,
): Promise<number> {
  await fn(-1) // warm-up
  const started = performance.now()
  for (let i = 0; i < runs; i++) await fn(i)
  const seconds = (performance.now() - started) / 1000
  return (size * runs) / 1e6 / seconds
}

async function main() {
  SERVICE_KEY = (await loadKeys(loadConfig(PROJECT_CONFIG))).serviceRoleKey
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'))
  const directDir = mkdtempSync(path.join(os.tmpdir(), 'bench-storage-direct-'))
  const { child } = await startServerProcess(
    PORT,
    { SUPABASE_LOCAL_DIR: dataDir, DATABASE_URL: '' },
    { showErrors: true },
  )
  try {
    const supabase = createClient(`http://127.0.0.1:${PORT}`, SERVICE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    await supabase.storage.createBucket('bench')
    const bucket = supabase.storage.from('bench')
    const rows: string[] = []
    for (const c of CASES) {
      const bytes = randomBytes(c.size)
      const upload = await throughput(c.size, c.runs, async (i) => {
        const { error } = await bucket.upload(`${c.label}/${i}.bin`, bytes, {
          contentType: 'application/octet-stream',
          upsert: true,
        })
        if (error) throw error
      })
      const download = await throughput(c.size, c.runs, async (i) => {
        const { data, error } = await bucket.download(`${c.label}/${Math.max(i, 0)}.bin`)
        if (error) throw error
        if (data!.size !== c.size) throw new Error('short download')
      })
      const write = await throughput(c.size, c.runs, async (i) => {
        const temp = path.join(directDir, `tmp-${i}`)
        const handle = await open(temp, 'w')
        await handle.write(bytes)
        await handle.sync()
        await handle.close()
        await rename(temp, path.join(directDir, `${c.size}-${i}`))
      })
      const read = await throughput(c.size, c.runs, async (i) => {
        const got = await readFile(path.join(directDir, `${c.size}-${Math.max(i, 0)}`))
        if (got.length !== c.size) throw new Error('short read')
      })
      for (let i = -1; i < c.runs; i++)
        await unlink(path.join(directDir, `${c.size}-${i}`)).catch(() => undefined)
      rows.push(
        `| ${c.label} × ${c.runs} | ${upload.toFixed(0)} | ${write.toFixed(0)} | ${(upload / write).toFixed(2)} | ` +
          `${download.toFixed(0)} | ${read.toFixed(0)} | ${(download / read).toFixed(2)} |`,
      )
    }
    console.log(
      '| object | upload MB/s | direct write+flush MB/s | ratio | download MB/s | direct read MB/s | ratio |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    for (const r of rows) console.log(r)
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(directDir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

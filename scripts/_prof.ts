import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLocalSupabase } from '../supabase/local/server'
const dir = mkdtempSync(path.join(os.tmpdir(), 'prof-'))
const s = await startLocalSupabase({ log: 'silent', port: 0, dataDir: dir, configPath: 'tests/contract/fixtures/storage/config.toml' })
const key = s.keys.serviceRoleKey
const h = { apikey: key, authorization: `Bearer ${key}` }
const bytes = Buffer.alloc(1_000_000, 7)
for (let i = 0; i < 10; i++) await (await fetch(`${s.url}/storage/v1/object/avatars/x${i}.bin`, { method: 'POST', headers: { ...h, 'content-type': 'application/octet-stream', 'x-upsert': 'true' }, body: bytes })).text()
for (const round of [1, 2]) {
  let t = performance.now()
  for (let i = 0; i < 10; i++) { const r = await fetch(`${s.url}/storage/v1/object/avatars/x${i}.bin`, { headers: h }); await r.arrayBuffer() }
  console.log(round, 'download ms each', ((performance.now() - t) / 10).toFixed(1))
  t = performance.now()
  for (let i = 0; i < 10; i++) { const r = await fetch(`${s.url}/storage/v1/object/info/avatars/x${i}.bin`, { headers: h }); await r.text() }
  console.log(round, 'info ms each', ((performance.now() - t) / 10).toFixed(1))
}
const log = await (await fetch(`${s.url}/__local/requests`)).json()
console.log(JSON.stringify(log).slice(0, 600))
await s.stop()

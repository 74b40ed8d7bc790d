import { rmSync } from 'node:fs'
import os from 'node:os'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { startLocalSupabase } from '@oppi/supabase-local'
import { loosenLocalRateLimits } from '@oppi/supabase-local/config'
import { copyFunctionsWithEnv } from './functions-copy'

// config.toml holds production's per-IP auth limits, which would throttle a benchmark:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * `npm run bench:functions`: latency of the app's Edge Functions through supabase-js
 * functions.invoke, p50 and p95 at concurrency 4 — chat-generate without a model (the rules
 * answer from the caller's data read under row-level security) and tts-speak (eSpeak NG and
 * the MP3 encoder, no speech endpoint). supabase/local runs in this process on a fresh PGlite
 * database with the seed; each function in its own Deno worker, warmed up first. The functions
 * are a copy of supabase/functions with an .env of their own (no model or speech endpoint, the
 * per-user chat and speech limits raised), so a developer's .env does not change what is measured.
 */
const CONCURRENCY = 4
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 80)
const WARMUP = 8
const PASSWORD = 'Oppi-demo-2026'

const CHAT_MESSAGES = [
  'What is due?',
  'What are my grades?',
  'Mitä pitää palauttaa?',
  'How do I hand in my work?',
  'What can I do on this page?',
]
const SPEECH_TEXTS = [
  { text: 'Read chapter three and answer the questions at the end of it.', lang: 'en' },
  { text: 'Lue kolmas luku ja vastaa sen lopussa oleviin kysymyksiin.', lang: 'fi' },
]

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** `total` calls of `call(i)`, `CONCURRENCY` at a time: each call's latency in ms (sorted), and the wall time. */
async function measure(total: number, call: (i: number) => Promise<void>) {
  const times: number[] = []
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++
        const started = performance.now()
        await call(i)
        times.push(performance.now() - started)
      }
    }),
  )
  return { times: times.sort((a, b) => a - b), wallMs: performance.now() - started }
}

async function main() {
  const functionsDir = copyFunctionsWithEnv('bench-functions-', {
    OPPI_CHAT_RATE_LIMIT: 1000000,
    OPPI_TTS_RATE_LIMIT: 1000000,
    OPPI_TTS_USER_CONCURRENCY: 4,
  })
  const started = performance.now()
  const local = await startLocalSupabase({
    log: 'silent',
    port: 0,
    dataDir: null,
    functions: { dir: functionsDir },
  })
  console.log(
    `supabase/local ready in ${Math.round(performance.now() - started)} ms (PGlite, migrations + seed)`,
  )
  try {
    const student: SupabaseClient = createClient(local.url, local.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
    const { error } = await student.auth.signInWithPassword({
      email: 'student@demo.oppi.test',
      password: PASSWORD,
    })
    if (error) throw error

    const chat = async (i: number) => {
      const { data, error: e } = await student.functions.invoke<{ reply: string; source: string }>(
        'chat-generate',
        {
          body: { message: CHAT_MESSAGES[i % CHAT_MESSAGES.length], route: '/student/assignments' },
        },
      )
      if (e || !data?.reply || data.source !== 'rules')
        throw e ?? new Error('chat-generate gave no rules answer')
    }
    const speak = async (i: number) => {
      const { data, error: e } = await student.functions.invoke<{ audioContent: string }>(
        'tts-speak',
        { body: SPEECH_TEXTS[i % SPEECH_TEXTS.length] },
      )
      if (e || !data?.audioContent) throw e ?? new Error('tts-speak gave no audio')
    }

    const rows: string[] = []
    for (const [name, call] of [
      ['chat-generate (no model)', chat],
      ['tts-speak (eSpeak NG + MP3)', speak],
    ] as const) {
      const cold = performance.now()
      await call(0)
      const first = performance.now() - cold
      await measure(WARMUP, call)
      const { times, wallMs } = await measure(REQUESTS, call)
      const seconds = wallMs / 1000
      rows.push(
        `${name.padEnd(30)} first ${first.toFixed(0).padStart(6)} ms   p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   ${(times.length / seconds).toFixed(1)} req/s`,
      )
    }
    console.log(
      `\n${REQUESTS} requests each, concurrency ${CONCURRENCY}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    for (const row of rows) console.log(row)
  } finally {
    await local.stop()
    rmSync(functionsDir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})

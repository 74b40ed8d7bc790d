import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript per route of the production build. After `npm run build`:
 *   npm run bench:bundle                                   every route
 *   npm run bench:bundle -- --route=/auth --route=/dashboard --max-kb=180
 *                                                          those routes; exit 1 over the budget
 *   npm run bench:bundle -- path/to/.next                  another build folder
 * Every run also checks that the libraries only some people use after a click (axe-core for the
 * compliance check, cmdk for the command palette) are in the build but in no route's first load,
 * and exits 1 when one is.
 *
 * What a first visit to an App Router page downloads as JavaScript:
 *  - the root main files (`build-manifest.json` → `rootMainFiles`: the React/Next runtime and
 *    the Turbopack bootstrap), loaded by every page;
 *  - the chunks of the route's client components: the route's client reference manifest
 *    (`server/app/<route>/page_client-reference-manifest.js`) lists them per entry in
 *    `entryJSFiles` — the root layout, each group layout, the error / not-found / global-error
 *    boundaries (they are part of the rendered tree, so their client code is loaded too) and
 *    the page itself.
 * Not counted: `polyfillFiles` (loaded with `nomodule`, so only by browsers without ES modules),
 * the pages-router `lowPriorityFiles`, and chunks loaded later on demand (`next/dynamic`,
 * `import()`), which a first visit does not wait for.
 *
 * Each file is gzipped on its own at level 9 (each is its own HTTP response; level 9 is what
 * Next.js's own size report used), so the numbers are comparable with earlier measurements.
 *
 * Checked against Chromium (first visit, empty cache, until the network is idle; 2026-11-21):
 * the browser skipped the not-found boundary's own chunk until a 404 rendered (~3 KB counted
 * here then; that boundary has had no client code of its own since 2026-11-24) and fetches the
 * toaster chunk by `import()` right after hydration (~10 KB not counted here), so it downloaded
 * ~6 KB more than this table: /auth 167.8 KB vs 161.6 KB, /dashboard 155.3 KB vs 149.0 KB.
 */

const args = process.argv.slice(2)
const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.next')
const maxKbArg = args.find((a) => a.startsWith('--max-kb='))
const maxKb = maxKbArg ? Number(maxKbArg.slice('--max-kb='.length)) : null
const onlyRoutes = args
  .filter((a) => a.startsWith('--route='))
  .map((a) => a.slice('--route='.length))

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as T

if (!existsSync(path.join(buildDir, 'build-manifest.json'))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`)
  process.exit(1)
}

const { rootMainFiles } = readJson<{ rootMainFiles: string[] }>('build-manifest.json')
// "/(public)/auth/page" → "/auth"; route handlers ("…/route") ship no JavaScript.
const appPaths = readJson<Record<string, string>>('app-path-routes-manifest.json')

type RscManifest = { entryJSFiles: Record<string, string[]> }

/**
 * The manifest file only assigns `globalThis.__RSC_MANIFEST[entry] = {…}` (entry as
 * "/(public)/auth/page"); run it in a sandbox.
 */
function clientReferenceManifest(entry: string): RscManifest {
  const file = path.join(buildDir, 'server/app', `${entry}_client-reference-manifest.js`)
  const sandbox: { __RSC_MANIFEST?: Record<string, RscManifest> } = {}
  runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file })
  const manifest = sandbox.__RSC_MANIFEST?.[entry]
  if (!manifest) throw new Error(`${file} has no manifest for ${entry}`)
  return manifest
}

const sizes = new Map<string, { raw: number; gzip: number }>()
function sizeOf(file: string) {
  let size = sizes.get(file)
  if (!size) {
    const bytes = readFileSync(path.join(buildDir, file))
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    sizes.set(file, size)
  }
  return size
}

function measure(files: Iterable<string>) {
  let raw = 0
  let gzip = 0
  let count = 0
  for (const file of files) {
    const size = sizeOf(file)
    raw += size.raw
    gzip += size.gzip
    count++
  }
  return { files: count, raw, gzip }
}

/**
 * Libraries that must load on demand only, each found by a text only its own code contains
 * (an error message, a data attribute), which survives minification.
 */
const ON_DEMAND = [
  { name: 'axe-core', marker: 'Axe is already running' },
  { name: 'cmdk (the command palette)', marker: 'cmdk-input' },
]
const contains = (file: string, marker: string) =>
  readFileSync(path.join(buildDir, file), 'utf8').includes(marker)

const rows = Object.entries(appPaths)
  .filter(
    ([entry, route]) =>
      entry.endsWith('/page') && (onlyRoutes.length === 0 || onlyRoutes.includes(route)),
  )
  .map(([entry, route]) => {
    const files = new Set(rootMainFiles)
    for (const chunks of Object.values(clientReferenceManifest(entry).entryJSFiles)) {
      for (const chunk of chunks) files.add(chunk)
    }
    return { route, ...measure(files), firstLoadFiles: files }
  })
  .sort((a, b) => a.route.localeCompare(b.route))

const unknown = onlyRoutes.filter((r) => !rows.some((row) => row.route === r))
if (unknown.length) {
  console.error(`No such page route in the build: ${unknown.join(', ')}`)
  process.exit(1)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const shared = measure(rootMainFiles)
const table = [
  ['Route', 'Files', 'Raw', 'Gzip'],
  ...rows.map((r) => [r.route, String(r.files), kb(r.raw), kb(r.gzip)]),
  ['(shared by all: root main files)', String(shared.files), kb(shared.raw), kb(shared.gzip)],
]
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
const line = (row: string[]) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
console.log(
  `First-load JS of ${path.relative(process.cwd(), buildDir) || '.'} (gzip level 9, per file)\n`,
)
console.log(line(table[0]))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of table.slice(1, -1)) console.log(line(row))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
console.log(line(table[table.length - 1]))

// Each library must be somewhere in the build (or the check would pass by finding nothing) and
// in none of the measured routes' first-load files.
const chunkFiles = readdirSync(path.join(buildDir, 'static/chunks'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `static/chunks/${f}`)
let misplaced = false
console.log('')
for (const { name, marker } of ON_DEMAND) {
  const inBuild = chunkFiles.filter((f) => contains(f, marker))
  const firstLoad = rows
    .filter((r) => [...r.firstLoadFiles].some((f) => contains(f, marker)))
    .map((r) => r.route)
  if (inBuild.length === 0) console.error(`${name}: not found in the build (has its code changed?)`)
  else if (firstLoad.length) console.error(`${name}: in the first load of ${firstLoad.join(', ')}`)
  else
    console.log(`${name}: loaded on demand only (${inBuild.join(', ')}), in no route's first load`)
  if (inBuild.length === 0 || firstLoad.length) misplaced = true
}
if (misplaced) process.exit(1)

if (maxKb !== null) {
  const over = rows.filter((r) => r.gzip / 1024 > maxKb)
  if (over.length) {
    console.error(
      `\nOver the ${maxKb} KB gzip budget: ${over.map((r) => `${r.route} (${kb(r.gzip)})`).join(', ')}`,
    )
    process.exit(1)
  }
  console.log(`\nEvery route is within the ${maxKb} KB gzip budget.`)
}

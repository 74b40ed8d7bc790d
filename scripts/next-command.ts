import path from 'node:path'
import { REPO_ROOT } from '../supabase/local/server'

/**
 * The arguments after `node` that run Next.js (`dev` or `start`) on 127.0.0.1 and `port`, for
 * `npm run dev`, the e2e app and the benchmarks. Next's own script, not `npx next`: one process
 * fewer between the caller and the server it stops. `projectDir` names another checkout's build.
 */
export function nextArgs(command: 'dev' | 'start', port: number, projectDir?: string): string[] {
  return [
    path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'),
    command,
    ...(projectDir ? [projectDir] : []),
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
  ]
}

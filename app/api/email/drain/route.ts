import { createHash, timingSafeEqual } from 'node:crypto'
import { NextResponse } from 'next/server'
import { drainEmailQueue } from '@/lib/supabase/admin'
import { siteUrl } from '@/lib/site-url'

/**
 * The e-mail queue's pass on a deployment (Vercel Cron calls it every few minutes with
 * `Authorization: Bearer $CRON_SECRET`, see vercel.json): the same worker `npm run email:worker`
 * runs in a loop. Anyone else is refused before anything is read.
 */
export const dynamic = 'force-dynamic'

const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * Whether the request carries the cron's secret, compared in constant time: both sides are
 * hashed first, so neither where a guess goes wrong nor its length changes how long this takes.
 */
function fromCron(request: Request): boolean {
  const secret = process.env.CRON_SECRET
  const given = request.headers.get('authorization') ?? ''
  const same = timingSafeEqual(digest(given), digest(`Bearer ${secret ?? ''}`))
  return !!secret && same
}

export async function GET(request: Request) {
  if (!fromCron(request)) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 })
  }
  const result = await drainEmailQueue(siteUrl(''))
  if (!result) return NextResponse.json({ error: 'SMTP_HOST is not set' }, { status: 503 })
  return NextResponse.json(result)
}

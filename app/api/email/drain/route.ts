import { NextResponse } from 'next/server'
import { drainEmailQueue } from '@/lib/supabase/admin'
import { siteUrl } from '@/lib/site-url'

/**
 * The e-mail queue's pass on a deployment (Vercel Cron calls it every few minutes with
 * `Authorization: Bearer $CRON_SECRET`, see vercel.json): the same worker `npm run email:worker`
 * runs in a loop. Anyone else is refused before anything is read.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const secret = process.env.CRON_SECRET
  if (!secret || request.headers.get('authorization') !== `Bearer ${secret}`) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 })
  }
  const result = await drainEmailQueue(siteUrl(''))
  if (!result) return NextResponse.json({ error: 'SMTP_HOST is not set' }, { status: 503 })
  return NextResponse.json(result)
}

import QRCode from 'qrcode'
import { getClaims, getSupabase } from '@/lib/auth/session'
import { inAudience } from '@/lib/auth/route-rules'
import { enrollmentUrl } from '@/lib/site-url'
import { UUID_RE } from '@/lib/validation/common'

/**
 * The enrolment link of a subject as an SVG QR code, drawn on the server. Only staff who
 * can see the subject (RLS decides) get it; the image is fetched when the share dialog
 * opens, so the subjects list itself stays one request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!UUID_RE.test(id)) return new Response('Not found', { status: 404 })
  const claims = await getClaims()
  if (!claims || !inAudience('staff', claims.role))
    return new Response('Forbidden', { status: 403 })
  const supabase = await getSupabase()
  const { data } = await supabase.from('subjects').select('id').eq('id', id).maybeSingle()
  if (!data) return new Response('Not found', { status: 404 })
  const svg = await QRCode.toString(enrollmentUrl(id), {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
  })
}

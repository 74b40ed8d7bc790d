import { getSupabase } from '@/lib/auth/session'
import { UUID_RE } from '@/lib/validation/common'

// A video's caption track as a WebVTT file, for the player's <track>. Read as the visitor or
// the signed-in person, so whoever may see the video may read its captions, and nobody else.

type Params = { params: Promise<{ id: string; lang: string }> }

export async function GET(_request: Request, { params }: Params) {
  const { id, lang } = await params
  const language = lang.replace(/\.vtt$/, '')
  if (!UUID_RE.test(id) || !/^[a-z]{2}(-[A-Z]{2})?$/.test(language))
    return new Response('Not found', { status: 404 })
  const supabase = await getSupabase()
  const { data } = await supabase
    .from('video_captions')
    .select('content')
    .eq('video_id', id)
    .eq('language', language)
    .maybeSingle()
  if (!data) return new Response('Not found', { status: 404 })
  return new Response(data.content, {
    headers: {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

import { verifiedUserId } from './caller.ts'
import { corsHeaders, json } from './cors.ts'
import { detectLanguage, LANGUAGES, type Language } from './language.ts'

/** A request that asks a function something about one text, read and checked. */
export interface TextRequest {
  /** The whole JSON body, for the function's own further fields. */
  input: Record<string, unknown>
  /** The body's text field, trimmed. */
  text: string
  /** The `lang` the caller asked for, or else the language the text is written in. */
  lang: Language
}

/**
 * What every function of the app does first with a request about one text (`field` of a
 * JSON body, e.g. `message` or `text`): answers the browser's CORS preflight, allows only
 * POST, and refuses with 400 a body that is not JSON, a text that is empty after trimming
 * (`<field>_required`) or longer than `max` (`<field>_too_long`), and a `lang` that is not one
 * of the app's languages. Returns the answer to send, or the checked request.
 */
export async function readTextRequest(
  req: Request,
  field: string,
  max: number,
): Promise<Response | TextRequest> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST') return json(405, { error: 'method_not_allowed' })

  let input: Record<string, unknown>
  try {
    input = await req.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const value = input?.[field]
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return json(400, { error: `${field}_required` })
  if (text.length > max) return json(400, { error: `${field}_too_long`, max })
  if (input.lang !== undefined && !LANGUAGES.includes(input.lang as Language)) {
    return json(400, { error: 'unsupported_language', supported: LANGUAGES })
  }
  return { input, text, lang: (input.lang as Language | undefined) ?? detectLanguage(text) }
}

/**
 * What every function of the app does first with a signed-in user's request about one text:
 * the browser's preflight is answered (it carries no credentials), then the caller's token is
 * checked (verifiedUserId: its signature, with no network, so a forged or anonymous caller costs
 * no reads and takes nothing in anybody's name), then the request is read (readTextRequest).
 */
export async function readUserTextRequest(
  req: Request,
  field: string,
  max: number,
): Promise<Response | (TextRequest & { userId: string })> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const userId = await verifiedUserId(req)
  if (userId instanceof Response) return userId
  const request = await readTextRequest(req, field, max)
  return request instanceof Response ? request : { ...request, userId }
}

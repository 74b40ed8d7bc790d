// The in-app assistant: POST { message, route?, history?, lang? } answers
// { reply, lang, intent, source, facts } from the caller's own data, read with the caller's
// token so that row-level security decides what it can see. A configured OpenAI-compatible
// model phrases the answer; without one, or when it fails, the assistant's own rules do.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { json } from '../_shared/cors.ts'
import { signedInUserId, signInRequired } from '../_shared/caller.ts'
import { tooManyRequests } from '../_shared/rate-limit.ts'
import { readUserTextRequest } from '../_shared/request.ts'
import { gatherFacts } from './facts.ts'
import { chatRate, MAX_HISTORY, MAX_MESSAGE_LENGTH } from './limits.ts'
import { askModel, type ChatTurn, modelConfig, streamModel, systemPrompt } from './model.ts'
import { answer, FALLBACK } from './phrasing.ts'
import { understand } from './question.ts'
import { pageFor } from './routes.ts'
import { eventStream, wantsStream } from './stream.ts'

function history(value: unknown): ChatTurn[] | null {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return null
  const turns = value.filter(
    (t): t is ChatTurn =>
      (t?.role === 'user' || t?.role === 'assistant') &&
      typeof t?.content === 'string' &&
      t.content.trim() !== '',
  )
  return turns
    .slice(-MAX_HISTORY)
    .map((t) => ({ role: t.role, content: t.content.slice(0, MAX_MESSAGE_LENGTH) }))
}

Deno.serve(async (req) => {
  const request = await readUserTextRequest(req, 'message', MAX_MESSAGE_LENGTH)
  if (request instanceof Response) return request
  const { input, text: message, lang, userId: verified } = request
  const turns = history(input.history)
  if (!turns) return json(400, { error: 'invalid_history' })
  const route = typeof input.route === 'string' ? input.route : undefined

  // The caller's own token: every read below is theirs, limited by row-level security.
  const authorization = req.headers.get('Authorization') ?? ''
  const db = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  // A valid token whose user has been deleted or whose session has ended (signed out
  // everywhere) is refused too: only the auth server knows that (_shared/caller.ts).
  const userId = await signedInUserId(req)
  if (userId !== verified) return signInRequired()

  const wait = chatRate.take(userId)
  if (wait) return tooManyRequests('rate_limited', wait)

  try {
    const facts = await gatherFacts(db, userId)
    if (!facts) return json(403, { error: 'profile_required' })
    const question = await understand(db, message, facts)
    const intent = question.intent
    const ruleAnswer = answer(question, facts, lang, message, route)

    const config = modelConfig()
    const system = () => systemPrompt(facts, lang, pageFor(route)?.page[lang] ?? null, ruleAnswer)
    if (wantsStream(req, input)) {
      return eventStream(async (send) => {
        if (config) {
          let written = ''
          try {
            for await (const text of streamModel(config, system(), turns, message)) {
              written += text
              send({ type: 'delta', text })
            }
            return send({
              type: 'done',
              reply: written.trim(),
              lang,
              intent,
              source: 'model',
              facts,
            })
          } catch (e) {
            console.error('chat model failed:', e instanceof Error ? e.message : e)
          }
        }
        send({ type: 'done', reply: ruleAnswer, lang, intent, source: 'rules', facts })
      })
    }
    if (config) {
      try {
        const reply = await askModel(config, system(), turns, message)
        return json(200, { reply, lang, intent, source: 'model', facts })
      } catch (e) {
        console.error('chat model failed:', e instanceof Error ? e.message : e)
      }
    }
    return json(200, { reply: ruleAnswer, lang, intent, source: 'rules', facts })
  } catch (e) {
    console.error(e)
    return json(500, { error: 'chat_failed', reply: FALLBACK[lang] })
  }
})

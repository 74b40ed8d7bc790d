import { browserSupabase } from '@/lib/supabase/browser-backend'
import { readChatEvents, type ChatDone } from './chat-stream'

/** What the assistant is asked: the message, who asks and where, and the conversation so far. */
export interface ChatRequest {
  message: string
  role: string
  route: string
  history: { role: 'user' | 'assistant'; content: string }[]
}

/** How long a reply may take before the app gives up and shows the fallback. */
export const CHAT_TIMEOUT_MS = 45_000

/**
 * Asks chat-generate as the signed-in user, for the streamed answer: `onDelta` gets each piece
 * as it is written, the result is the whole answer. Throws when the function fails or answers
 * without a reply.
 */
export async function askAssistant(
  request: ChatRequest,
  onDelta: (text: string) => void,
): Promise<ChatDone> {
  const supabase = await browserSupabase()
  const { data, error } = await supabase.functions.invoke<Response | ChatDone>('chat-generate', {
    body: { ...request, stream: true },
    timeout: CHAT_TIMEOUT_MS,
  })
  if (error) throw error
  let done: ChatDone | null = null
  if (data instanceof Response) {
    for await (const event of readChatEvents(data.body!)) {
      if (event.type === 'delta') onDelta(event.text)
      else done = event
    }
  } else if (data && typeof data.reply === 'string') {
    // A function that does not stream answers with the same fields as JSON.
    done = { ...data, type: 'done' }
  }
  if (!done || !done.reply.trim()) throw new Error('chat-generate answered without a reply')
  return done
}

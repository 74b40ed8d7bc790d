// The language-model adapter: an OpenAI-compatible chat-completions endpoint, configured by
// OPPI_LLM_BASE_URL, OPPI_LLM_API_KEY and OPPI_LLM_MODEL, answers with the caller's facts as
// its system context. Without that configuration there is no model and the rules answer.
import { createOpenAICompatible } from 'npm:@ai-sdk/openai-compatible@3'
import { generateText, streamText } from 'npm:ai@7'
import type { Language } from '../_shared/language.ts'
import type { Facts } from './facts.ts'

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

export interface ModelConfig {
  baseURL: string
  apiKey: string
  model: string
  timeoutMs: number
}

/** How long the model may take before the rules answer instead. */
export const MODEL_TIMEOUT_MS = 20_000

export function modelConfig(): ModelConfig | null {
  const baseURL = Deno.env.get('OPPI_LLM_BASE_URL')
  const model = Deno.env.get('OPPI_LLM_MODEL')
  if (!baseURL || !model) return null
  const timeout = Number(Deno.env.get('OPPI_LLM_TIMEOUT_MS'))
  return {
    baseURL,
    model,
    apiKey: Deno.env.get('OPPI_LLM_API_KEY') ?? '',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : MODEL_TIMEOUT_MS,
  }
}

/** The system prompt: who is asking, what they may be told, and their data as JSON. */
export function systemPrompt(
  facts: Facts,
  lang: Language,
  page: string | null,
  ruleAnswer: string,
): string {
  return [
    'You are the assistant of Oppi, an inclusive learning platform for schools.',
    `Answer in ${lang === 'fi' ? 'Finnish' : 'English'}, briefly and in plain words a pupil understands.`,
    `The user is a ${facts.role}. Use only the data below: it is everything this user may see.`,
    "Never tell about any other person than the user (and a parent's own children); say you cannot.",
    'If the data does not answer the question, say so honestly.',
    page ? `The user is on this page: ${page}` : '',
    `A rule-based draft answer, correct but plain: ${ruleAnswer}`,
    `The user's data (JSON): ${JSON.stringify(facts)}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** The model's reply; throws on an endpoint error, an empty answer or the time-out. */
export async function askModel(
  config: ModelConfig,
  system: string,
  history: ChatTurn[],
  message: string,
): Promise<string> {
  const provider = createOpenAICompatible({
    name: 'oppi-llm',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
  })
  const { text } = await generateText({
    model: provider.chatModel(config.model),
    system,
    messages: [...history, { role: 'user', content: message }],
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.timeoutMs),
  })
  const reply = text.trim()
  if (!reply) throw new Error('the model gave an empty answer')
  return reply
}

/**
 * The model's reply as it is written, piece by piece. Throws (while iterating) on an endpoint
 * error, an empty answer or the time-out, so the caller can still answer from the rules.
 */
export async function* streamModel(
  config: ModelConfig,
  system: string,
  history: ChatTurn[],
  message: string,
): AsyncGenerator<string> {
  const provider = createOpenAICompatible({
    name: 'oppi-llm',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
  })
  const result = streamText({
    model: provider.chatModel(config.model),
    system,
    messages: [...history, { role: 'user', content: message }],
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.timeoutMs),
    // Errors arrive as parts of the stream below; the default handler would only log them.
    onError: () => {},
  })
  let written = ''
  for await (const part of result.fullStream) {
    if (part.type === 'error')
      throw part.error instanceof Error ? part.error : new Error(String(part.error))
    if (part.type === 'abort') throw new Error('the model did not answer in time')
    if (part.type === 'text-delta') {
      const text =
        (part as { text?: string; textDelta?: string }).text ??
        (part as { textDelta?: string }).textDelta ??
        ''
      if (!text) continue
      written += text
      yield text
    }
  }
  if (!written.trim()) throw new Error('the model gave an empty answer')
}

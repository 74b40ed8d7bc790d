import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { readChatEvents } from '../../../lib/assistant/chat-stream'

export interface ChatAnswer {
  reply: string
  lang: 'en' | 'fi'
  intent: string
  source: 'model' | 'rules'
  facts: {
    role: string
    firstName: string
    accommodations: string[]
    work: {
      due: { title: string }[]
      late: { title: string }[]
      submitted: { title: string }[]
      grades: { title: string; score: number }[]
    } | null
    toGrade: { title: string; student: string }[]
    children: {
      firstName: string
      due: { title: string }[]
      late: { title: string }[]
      grades: { title: string }[]
    }[]
  }
}

/** Calls chat-generate through supabase-js; a refusal comes back as its status and body. */
export async function chat(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke<ChatAnswer>('chat-generate', { body })
  if (!error) return { status: 200, data: data!, error: null }
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response
    return {
      status: res.status,
      data: null,
      error: (await res.json()) as Record<string, unknown>,
      headers: res.headers,
    }
  }
  throw error
}

export type StreamedEvent = { type: 'delta'; text: string } | ({ type: 'done' } & ChatAnswer)

/**
 * Calls chat-generate for the streamed answer through supabase-js (which hands back the raw
 * Response of a text/event-stream) and reads its events as the app does, handing each to
 * `onEvent` as it arrives.
 */
export async function chatStream(
  client: SupabaseClient,
  body: Record<string, unknown>,
  onEvent?: (event: StreamedEvent) => void,
) {
  const { data, error } = await client.functions.invoke<Response>('chat-generate', {
    body: { ...body, stream: true },
  })
  if (error) throw error
  expect(data!.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events: StreamedEvent[] = []
  for await (const event of readChatEvents(data!.body!)) {
    events.push(event as StreamedEvent)
    onEvent?.(event as StreamedEvent)
  }
  return events
}

// Reading chat-generate's streamed answer: server-sent events, one JSON `data:` line each —
// `delta` events with pieces of the reply, then one `done` event with the whole answer.

export type ChatLanguage = 'en' | 'fi'

export interface ChatDone {
  type: 'done'
  reply: string
  lang: ChatLanguage
  intent: string
  source: 'model' | 'rules'
}

export type ChatEvent = { type: 'delta'; text: string } | ChatDone

export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      for (const line of event.split('\n')) {
        if (line.startsWith('data: ')) yield JSON.parse(line.slice(6)) as ChatEvent
      }
    }
  }
}

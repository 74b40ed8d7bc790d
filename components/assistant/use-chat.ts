'use client'
import { useCallback, useRef, useState } from 'react'
import { askAssistant } from '@/lib/assistant/ask'
import type { ChatLanguage } from '@/lib/assistant/chat-stream'

/** The assistant is given this many of the latest messages as the conversation so far. */
export const CHAT_HISTORY = 8

export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  lang?: ChatLanguage
  /** Still being written (streamed). */
  partial?: boolean
  /** The fallback shown when the assistant failed; not sent back as history. */
  failed?: boolean
}

let nextId = 0
const newId = () => `chat-${++nextId}`

/**
 * The conversation: `send` trims the message, refuses an empty one or one while a reply is
 * pending (returning false), shows the reply as it is written, and on a failure appends the
 * fallback text. `onReply` and `onFail` let the drawer announce the outcome.
 */
export function useChat({
  role,
  fallback,
  onReply,
  onFail,
}: {
  role: string
  fallback: string
  onReply: (reply: string) => void
  onFail: () => void
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)

  const send = useCallback(
    (raw: string): boolean => {
      const message = raw.trim()
      if (!message || pendingRef.current) return false
      pendingRef.current = true
      setPending(true)
      const history = messages
        .filter((m) => !m.failed && !m.partial)
        .slice(-CHAT_HISTORY)
        .map(({ role: speaker, content }) => ({ role: speaker, content }))
      const replyId = newId()
      const put = (reply: ChatMessage) =>
        setMessages((list) =>
          list.some((m) => m.id === replyId)
            ? list.map((m) => (m.id === replyId ? reply : m))
            : [...list, reply],
        )
      setMessages((list) => [...list, { id: newId(), role: 'user', content: message }])

      let written = ''
      askAssistant({ message, role, route: window.location.pathname, history }, (text) => {
        written += text
        put({ id: replyId, role: 'assistant', content: written, partial: true })
      })
        .then((done) => {
          put({ id: replyId, role: 'assistant', content: done.reply, lang: done.lang })
          onReply(done.reply)
        })
        .catch((e: unknown) => {
          console.error('The assistant failed:', e)
          put({ id: replyId, role: 'assistant', content: fallback, failed: true })
          onFail()
        })
        .finally(() => {
          pendingRef.current = false
          setPending(false)
        })
      return true
    },
    [messages, role, fallback, onReply, onFail],
  )

  return { messages, pending, send }
}

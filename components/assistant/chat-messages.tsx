'use client'
import { useEffect, useRef } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { ReadAloudControls } from '@/components/speech/read-aloud-controls'
import { cx } from '@/lib/cx'
import type { ChatMessage } from './use-chat'

/**
 * The conversation, newest last, kept scrolled to the newest. Not a live region: replies are
 * announced once, whole, by the drawer, instead of piece by piece while they are written.
 */
export function ChatMessages({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const t = useT('assistant')
  const end = useRef<HTMLDivElement>(null)
  const writing = pending && !messages.some((m) => m.partial)
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages, writing])

  return (
    // Focusable so that the conversation can be scrolled with the keyboard.
    <div
      role="region"
      aria-label={t('messages')}
      tabIndex={0}
      className="min-h-32 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {messages.length === 0 && !pending ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {messages.map((m) => (
            <li
              key={m.id}
              className={cx(
                'grid gap-2 rounded-lg px-3 py-2',
                m.role === 'user' ? 'ml-8 bg-primary/10' : 'mr-8 bg-muted',
                m.failed && 'border border-destructive',
              )}
            >
              <p className="text-sm font-semibold">{m.role === 'user' ? t('you') : t('oppi')}</p>
              <p className="whitespace-pre-wrap break-words">{m.content}</p>
              {m.role === 'assistant' && !m.partial && (
                <ReadAloudControls text={m.content} lang={m.lang} />
              )}
            </li>
          ))}
        </ol>
      )}
      {writing && (
        <p className="mt-3 text-muted-foreground" data-testid="assistant-typing">
          {t('typing')}
          <span
            aria-hidden="true"
            className="ml-1 inline-block animate-pulse motion-reduce:animate-none"
          >
            ●●●
          </span>
        </p>
      )}
      <div ref={end} />
    </div>
  )
}

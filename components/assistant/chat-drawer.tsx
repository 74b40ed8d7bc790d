'use client'
import { MessageCircle, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Field } from '@/components/forms/field'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/forms/pending-button'
import { Textarea } from '@/components/ui/textarea'
import { announce } from '@/lib/accessibility/announce'
import { closeTopOverlay } from '@/lib/accessibility/overlay'
import { useOverlayLayer } from '@/lib/accessibility/use-overlay-layer'
import { takeFirstVisit } from '@/lib/assistant/seen'
import { ChatMessages } from './chat-messages'
import { useChat } from './use-chat'

const PANEL_ID = 'assistant-drawer'

/**
 * The assistant: a round button bottom right and a non-modal drawer above it. It opens by
 * itself on the user's first visit in this browser without taking the focus, so whatever the
 * user was doing is not interrupted; opened with the button, it focuses the question. It is
 * one layer of the overlay stack: Escape (inside it, or anywhere while the keyboard shortcuts
 * are on) and the close-top-overlay event close it when nothing opened after it.
 */
export function ChatDrawer({ role }: { role: string }) {
  const t = useT('assistant')
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const question = useRef<HTMLTextAreaElement>(null)

  const onReply = useCallback((reply: string) => announce(t('replied', { reply })), [t])
  const onFail = useCallback(() => announce(`${t('failed')} ${t('fallback')}`, 'assertive'), [t])
  const { messages, pending, send } = useChat({ role, fallback: t('fallback'), onReply, onFail })

  const close = useCallback(() => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false
    setOpen(false)
    if (hadFocus) button.current?.focus()
  }, [])

  useEffect(() => {
    // localStorage exists only in the browser: decided after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeFirstVisit()) setOpen(true)
  }, [])

  useOverlayLayer(open, close)

  const toggle = () => {
    if (open) return close()
    setOpen(true)
    requestAnimationFrame(() => question.current?.focus())
  }

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault()
    if (send(input)) {
      setInput('')
      announce(t('sending'))
    }
    question.current?.focus()
  }

  return (
    <>
      <div
        id={PANEL_ID}
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby="assistant-title"
        aria-describedby="assistant-subtitle"
        hidden={!open}
        onKeyDown={(e) => {
          // Escape inside the drawer is its own key, on whatever the shortcut setting says.
          if (e.key !== 'Escape' || e.defaultPrevented) return
          e.preventDefault()
          closeTopOverlay()
        }}
        className="fixed bottom-20 right-4 z-40 flex max-h-[min(40rem,calc(100svh-6rem))] w-[min(26rem,calc(100vw-2rem))] flex-col rounded-xl border bg-background shadow-xl"
      >
        <div className="flex items-start gap-2 border-b px-4 py-3">
          <div className="grid flex-1 gap-1">
            <h2 id="assistant-title" className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p
              id="assistant-subtitle"
              data-a11y-secondary
              className="text-sm text-muted-foreground"
            >
              {t('subtitle')}
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={close}
            aria-label={t('close')}
            className="size-11"
          >
            <Icon node={X} className="size-5" />
          </Button>
        </div>
        <ChatMessages messages={messages} pending={pending} />
        <form onSubmit={submit} className="grid gap-2 border-t px-4 py-3">
          <Field id="assistant-question" label={t('input')} hint={t('inputHint')}>
            {(a) => (
              <Textarea
                id="assistant-question"
                ref={question}
                rows={2}
                className="min-h-16"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e)
                }}
                aria-describedby={a.describedBy}
              />
            )}
          </Field>
          <PendingButton type="submit" pending={pending} className="justify-self-end">
            {pending ? t('sending') : t('send')}
          </PendingButton>
        </form>
      </div>
      <button
        ref={button}
        data-floating
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        className="fixed bottom-4 right-20 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon node={MessageCircle} className="size-7" />
        <span className="sr-only">{t('open')}</span>
      </button>
    </>
  )
}

'use client'
import { useEffect } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { announce } from '@/lib/accessibility/announce'
import { insertDictation, recognitionLang } from '@/lib/accessibility/voice'

const BUTTON_CLASS = 'a11y-mic'
const NOTE_CLASS = 'a11y-mic-note'
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', ''])

type Field = HTMLInputElement | HTMLTextAreaElement

interface Recognition {
  lang: string
  interimResults: boolean
  continuous: boolean
  onresult:
    | ((event: {
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>
        resultIndex: number
      }) => void)
    | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}
type RecognitionConstructor = new () => Recognition

/** The browser's speech recognition, where it has one (Chrome and Safari call it webkit…). */
function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor
    webkitSpeechRecognition?: RecognitionConstructor
  }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition
}

const isVoiceField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && TEXT_TYPES.has(el.getAttribute('type') ?? ''))) &&
  !el.readOnly &&
  !el.disabled

/** Sets a field's value so React (and react-hook-form) see it as typed. */
function typeValue(field: Field, value: string, cursor: number) {
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  try {
    field.setSelectionRange(cursor, cursor)
  } catch {
    // email and some other input types have no selection; the text is in, that is enough.
  }
}

/**
 * Voice input: when a text field gets focus, a "Dictate" button appears right after it (the
 * next stop for the Tab key). Pressing it listens once, with the browser's speech recognition
 * in the page's language, and puts what was heard where the cursor was. Where the browser has
 * no speech recognition the button says so in words instead. Nothing ever starts listening by
 * itself.
 */
export default function VoiceInput() {
  const t = useT('accessibilityEffects')

  useEffect(() => {
    let active: { recognition: Recognition; button: HTMLButtonElement } | null = null

    const labelOf = (field: Field) =>
      field.labels?.[0]?.textContent?.trim() ||
      field.getAttribute('aria-label') ||
      field.placeholder ||
      ''

    const showNote = (button: HTMLButtonElement, text: string) => {
      let note = button.nextElementSibling
      if (!(note instanceof HTMLElement && note.classList.contains(NOTE_CLASS))) {
        note = document.createElement('p')
        note.className = NOTE_CLASS
        note.id = `${button.id}-note`
        button.after(note)
        button.setAttribute('aria-describedby', note.id)
      }
      note.textContent = text
      announce(text)
    }

    const setListening = (button: HTMLButtonElement, field: Field, on: boolean) => {
      button.setAttribute('aria-pressed', String(on))
      button.querySelector('span')!.textContent = on ? t('stop') : t('dictate')
      button.setAttribute(
        'aria-label',
        on ? t('stop') : t('dictateInto', { field: labelOf(field) }),
      )
    }

    const dictate = (button: HTMLButtonElement, field: Field) => {
      if (active) {
        active.recognition.stop()
        return
      }
      const Recognition = recognitionClass()
      if (!Recognition) {
        showNote(button, t('unavailable'))
        return
      }
      const recognition = new Recognition()
      recognition.lang = recognitionLang(document.documentElement.lang)
      recognition.interimResults = false
      recognition.continuous = false
      recognition.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]
          if (!result.isFinal) continue
          const { value, cursor } = insertDictation(
            field.value,
            field.selectionStart ?? field.value.length,
            field.selectionEnd ?? field.value.length,
            result[0].transcript,
          )
          typeValue(field, value, cursor)
        }
      }
      recognition.onerror = (event) => {
        showNote(
          button,
          event.error === 'not-allowed' || event.error === 'service-not-allowed'
            ? t('blocked')
            : event.error === 'no-speech'
              ? t('noSpeech')
              : t('unavailable'),
        )
      }
      recognition.onend = () => {
        active = null
        setListening(button, field, false)
        announce(t('stopped'))
      }
      active = { recognition, button }
      setListening(button, field, true)
      announce(t('listening'))
      try {
        recognition.start()
      } catch {
        active = null
        setListening(button, field, false)
        showNote(button, t('unavailable'))
      }
    }

    let counter = 0
    const onFocus = (event: FocusEvent) => {
      const field = event.target
      if (!isVoiceField(field)) return
      const next = field.nextElementSibling
      if (next instanceof HTMLButtonElement && next.classList.contains(BUTTON_CLASS)) return
      const button = document.createElement('button')
      button.type = 'button'
      button.className = BUTTON_CLASS
      button.id = `a11y-mic-${++counter}`
      button.innerHTML =
        '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="9" y="2" width="6" height="12" rx="3"/><path d="M5 10a7 7 0 0 0 14 0M12 17v4"/></svg><span></span>'
      setListening(button, field, false)
      button.addEventListener('click', () => dictate(button, field))
      field.after(button)
    }
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('focusin', onFocus)
      active?.recognition.stop()
      for (const el of document.querySelectorAll(`.${BUTTON_CLASS}, .${NOTE_CLASS}`)) el.remove()
    }
  }, [t])
  return null
}

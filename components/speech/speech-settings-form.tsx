'use client'
import { useEffect, useRef, useState } from 'react'
import { Field } from '@/components/forms/field'
import { useT } from '@/components/i18n/client-messages'
import { NativeSelect } from '@/components/ui/native-select'
import { announce } from '@/lib/accessibility/announce'
import { saveSpeechSettingsAction } from '@/lib/actions/accessibility'
import { notify } from '@/lib/notify'
import {
  PITCH_RANGE,
  RATE_RANGE,
  readSpeechSettings,
  SERVER_VOICE,
  SPEECH_DEFAULTS,
  VOLUME_RANGE,
  writeSpeechSettings,
  type SpeechSettings,
} from '@/lib/speech/settings'
import { ReadAloudControls } from './read-aloud-controls'

type Range = { min: number; max: number; step: number }

/** The browser's voices, which arrive asynchronously in some browsers (voiceschanged). */
function useBrowserVoices() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([])
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return
    const update = () => setVoices(speechSynthesis.getVoices())
    update()
    speechSynthesis.addEventListener('voiceschanged', update)
    return () => speechSynthesis.removeEventListener('voiceschanged', update)
  }, [])
  return voices
}

/**
 * The reader's speech settings: on/off, speed, pitch, volume and voice. Each change applies at
 * once in this browser, is saved with the account (so it follows the person to other devices)
 * and is said out loud as saved; a "try it" button reads a sample with them.
 */
export function SpeechSettingsForm() {
  const t = useT('speech')
  const [settings, setSettings] = useState<SpeechSettings>(SPEECH_DEFAULTS)
  const voices = useBrowserVoices()
  // localStorage exists only in the browser: read after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSettings(readSpeechSettings()), [])

  // Saves go to the account one after another; a slider moved by several steps sends only the
  // last value still waiting, so the account ends with what the person chose last.
  const saving = useRef(Promise.resolve())
  const latest = useRef<SpeechSettings | null>(null)
  const change = (next: Partial<SpeechSettings>) => {
    const merged = { ...settings, ...next }
    setSettings(merged)
    writeSpeechSettings(merged)
    latest.current = merged
    saving.current = saving.current.then(async () => {
      if (latest.current !== merged) return
      const result = await saveSpeechSettingsAction(merged).catch(() => ({
        ok: false as const,
        error: undefined,
      }))
      if (result.ok) return announce(t('saved'))
      // Kept in this browser all the same; the person is told the account did not get it.
      const message = ('error' in result && result.error) || t('notSavedBody')
      notify('error', t('notSaved'), message)
      announce(`${t('notSaved')} ${message}`, 'assertive')
    })
  }

  const slider = (key: 'rate' | 'pitch' | 'volume', range: Range, hint?: string) => (
    <Field id={`speech-${key}`} label={t(key)} hint={hint}>
      {(a) => (
        <div className="flex items-center gap-3">
          <input
            id={`speech-${key}`}
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={settings[key]}
            onChange={(e) => change({ [key]: Number(e.target.value) })}
            aria-describedby={a.describedBy}
            className="min-h-11 flex-1 accent-primary"
          />
          <output htmlFor={`speech-${key}`} className="w-12 text-right tabular-nums">
            {key === 'volume' ? `${Math.round(settings.volume * 100)} %` : `${settings[key]}×`}
          </output>
        </div>
      )}
    </Field>
  )

  return (
    <div className="grid gap-4">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={settings.enabled}
          onChange={(e) => change({ enabled: e.target.checked })}
          className="size-5 accent-primary"
        />
        {t('enabled')}
      </label>
      {slider('rate', RATE_RANGE)}
      {slider('pitch', PITCH_RANGE, t('pitchHint'))}
      {slider('volume', VOLUME_RANGE)}
      <Field id="speech-voice" label={t('voice')}>
        {() => (
          <NativeSelect
            id="speech-voice"
            value={settings.voice ?? ''}
            onChange={(e) => change({ voice: e.target.value || null })}
          >
            <option value="">{t('voiceAuto')}</option>
            <option value={SERVER_VOICE}>{t('voiceServer')}</option>
            {voices.map((v) => (
              <option key={v.voiceURI} value={v.voiceURI}>{`${v.name} (${v.lang})`}</option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-2">
        <p className="font-medium">{t('try')}</p>
        <ReadAloudControls text={t('sample')} />
      </div>
    </div>
  )
}

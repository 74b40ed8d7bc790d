'use client'
import { useT } from '@/components/i18n/client-messages'

/**
 * The accessible name of a control that acts on one row: its visible label first, then the
 * row ("Move to bin: Matematiikka 5A"). Starting with the words on screen lets voice-control
 * users say what they see (WCAG 2.5.3 Label in Name); the row's name tells a screen reader
 * which of many identical buttons this one is. Every such name is built here, so no control
 * can drift back to a wording that hides its label.
 */
export function useNamedLabel(): (label: string, name: string) => string {
  const t = useT('status')
  return (label, name) => t('named', { label, name })
}

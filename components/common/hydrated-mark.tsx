'use client'
import { useEffect } from 'react'

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated it and run the first
 * effects of everything before this component in the root layout. Parts loaded later on
 * purpose (`dynamic(…, { ssr: false })`, such as the reading guide) mount after it. A page
 * arrives whole and is painted before its scripts run: until this mark its buttons do nothing
 * when pressed. The end-to-end tests wait for it after each document load before they act.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

'use client'
import { useEffect, useState } from 'react'
import { searchRecordsAction } from '@/lib/actions/search'
import type { PaletteRecord } from '@/lib/accessibility/palette-records'

/** Wait this long after the last key press before asking the server. */
const DEBOUNCE_MS = 250

export type RecordSearch = { records: PaletteRecord[]; loading: boolean; failed: boolean }

/**
 * The records matching the palette's text, asked from the server once typing pauses. An
 * answer that arrives after the text changed again is dropped, so the list always belongs
 * to the text on screen.
 */
export function useRecordSearch(query: string): RecordSearch {
  const q = query.trim()
  const [state, setState] = useState<RecordSearch & { q: string }>({
    q: '',
    records: [],
    loading: false,
    failed: false,
  })

  useEffect(() => {
    if (!q) return
    let current = true
    const timer = window.setTimeout(async () => {
      const result = await searchRecordsAction({ q }).catch(() => null)
      if (!current) return
      setState({ q, records: result?.ok ? result.data : [], loading: false, failed: !result?.ok })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [q])

  if (!q) return { records: [], loading: false, failed: false }
  // Until the answer for this text arrives, the old records are not shown as if they matched.
  if (state.q !== q) return { records: [], loading: true, failed: false }
  return state
}

'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { AuditError, runAudit, type AuditErrorKind } from '@/lib/accessibility/compliance-audit'
import type { AuditResult } from '@/lib/accessibility/compliance'

export type AuditStatus = 'idle' | 'scanning' | 'done' | 'error'

export interface AuditState {
  status: AuditStatus
  /** The latest finished audit; kept while a new one runs or after one fails. */
  result: AuditResult | null
  error: AuditErrorKind | null
}

export type AuditOutcome = { ok: true; result: AuditResult } | { ok: false; error: AuditErrorKind }

/**
 * The audit of the page behind the panel: idle until someone runs it, scanning, then done or
 * error. `run` resolves with the outcome (it never rejects). A second run asked for while one
 * is scanning joins that one.
 */
export function useAudit(exclude: () => Element | null) {
  const [state, setState] = useState<AuditState>({ status: 'idle', result: null, error: null })
  const current = useRef<Promise<AuditOutcome> | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback((): Promise<AuditOutcome> => {
    if (current.current) return current.current
    setState((s) => ({ ...s, status: 'scanning', error: null }))
    const audit = runAudit({ exclude: exclude() })
      .then((result) => {
        if (mounted.current) setState({ status: 'done', result, error: null })
        return { ok: true, result } as const
      })
      .catch((error: unknown) => {
        const kind = error instanceof AuditError ? error.kind : 'failed'
        if (mounted.current) setState((s) => ({ ...s, status: 'error', error: kind }))
        return { ok: false, error: kind } as const
      })
      .finally(() => {
        current.current = null
      })
    current.current = audit
    return audit
  }, [exclude])

  return { ...state, run }
}

const AUTO_KEY = 'oppi:compliance-auto-audit'
/** How long after turning automatic audits on (or opening a page with them on) the audit starts. */
export const AUTO_AUDIT_DELAY_MS = 1500

/**
 * "Audit automatically": a choice kept in this browser. While it is on, the page is audited
 * 1.5 s after it is turned on, and 1.5 s after each page (`page`) the person moves to, so the
 * page has settled before it is checked.
 */
export function useAutoAudit(page: string, run: () => unknown) {
  const [auto, setAutoState] = useState(() => {
    try {
      return typeof window !== 'undefined' && window.localStorage.getItem(AUTO_KEY) === 'on'
    } catch {
      return false
    }
  })
  const setAuto = useCallback((on: boolean) => {
    setAutoState(on)
    try {
      if (on) window.localStorage.setItem(AUTO_KEY, 'on')
      else window.localStorage.removeItem(AUTO_KEY)
    } catch {
      // Storage can be off (private mode, a policy); the switch still works for this visit.
    }
  }, [])
  const latestRun = useRef(run)
  useEffect(() => {
    latestRun.current = run
  }, [run])
  useEffect(() => {
    if (!auto) return
    const timer = window.setTimeout(() => latestRun.current(), AUTO_AUDIT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [auto, page])
  return [auto, setAuto] as const
}

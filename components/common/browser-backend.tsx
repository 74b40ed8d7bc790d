'use client'
import { setBrowserBackend, type BrowserBackend as Backend } from '@/lib/supabase/browser-backend'

/**
 * Tells the browser's Supabase client where the backend is (read on the server at run time).
 * Renders nothing.
 */
export function BrowserBackend(backend: Backend) {
  setBrowserBackend(backend)
  return null
}

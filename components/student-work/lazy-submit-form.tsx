'use client'
import { lazyOnPage } from '@/components/ui/lazy-overlay'

/**
 * The hand-in form of an assignment card, drawn with the page; its code (with react-hook-form)
 * loads after the page's own, so the list is usable without waiting for it.
 */
export const LazySubmitForm = lazyOnPage(() => import('./submit-form').then((m) => m.SubmitForm))

'use client'
import { lazyOverlay } from './lazy-overlay'
import type { DialogPanelProps } from './anchored-dialog'

/**
 * A modal dialog opened from a button (the header's profile button, a list's "New …" and
 * "Edit" forms): Radix's dialog, focus trap and scroll lock load with its first use.
 */
export const LazyDialog = lazyOverlay<DialogPanelProps>(() => import('./anchored-dialog'))

'use client'
import { lazyOverlay } from './lazy-overlay'
import type { DialogPanelProps } from './anchored-dialog'

/**
 * A dialog opened from a button on every page (the header's profile button): Radix's dialog,
 * focus trap and scroll lock load with its first use.
 */
export const LazyDialog = lazyOverlay<DialogPanelProps>(() => import('./anchored-dialog'))

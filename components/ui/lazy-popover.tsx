'use client'
import { lazyOverlay } from './lazy-overlay'
import type { PopoverPanelProps } from './anchored-popover'

/**
 * A header popover (notification bell, who is here): Radix's popover and its positioning
 * library, about a tenth of a signed-in page's first-load JavaScript, load with its first use.
 */
export const LazyPopover = lazyOverlay<PopoverPanelProps>(() => import('./anchored-popover'))

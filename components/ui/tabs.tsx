'use client'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { styledPart } from './styled-part'

// shadcn/ui new-york v4 tabs on radix-ui: a tablist with arrow-key navigation (roving
// tabindex), each tab tied to its panel with aria-controls / aria-labelledby.

const Tabs = styledPart(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-3')

const TabsList = styledPart(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
)

const TabsTrigger = styledPart(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex min-h-9 items-center justify-center rounded-md px-3 py-1 text-sm font-medium text-foreground/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
)

/** A panel; with `forceMount` it stays in the page while hidden, so its form fields keep their values. */
const TabsContent = styledPart(
  TabsPrimitive.Content,
  'tabs-content',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=inactive]:hidden',
)

export { Tabs, TabsList, TabsTrigger, TabsContent }

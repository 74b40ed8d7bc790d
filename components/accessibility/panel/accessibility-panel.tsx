'use client'

import { Dialog as DialogPrimitive } from 'radix-ui'
import { LazyComplianceTab } from '@/components/accessibility/compliance/lazy-compliance-tab'
import { useT } from '@/components/i18n/client-messages'
import { ModalPanel } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { SettingsTab } from './settings-tab'

const PANEL_LOOK =
  'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col gap-4 overflow-y-auto border-l bg-background p-4 pt-5 text-foreground shadow-lg sm:p-6 data-[state=open]:animate-in data-[state=open]:slide-in-from-right data-[state=closed]:animate-out data-[state=closed]:slide-out-to-right'
const CLOSE_LOOK =
  'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/**
 * The accessibility panel: a side panel on the right with the tabs Settings and Compliance
 * Check. Radix traps the focus inside, closes on Escape and gives the focus back to whatever
 * opened it. Loaded only when first opened, so it costs no page its first-load JavaScript.
 */
export default function AccessibilityPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT('accessibilityPanel')
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <ModalPanel
        slot="accessibility-panel"
        data-accessibility-panel=""
        look={PANEL_LOOK}
        closeLook={CLOSE_LOOK}
        closeLabel={t('close')}
      >
        <div className="grid gap-1 pr-12">
          <DialogPrimitive.Title className="text-xl font-semibold">
            {t('title')}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {t('description')}
          </DialogPrimitive.Description>
        </div>
        <Tabs defaultValue="settings">
          <TabsList aria-label={t('title')}>
            <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
            <TabsTrigger value="compliance">{t('tabs.compliance')}</TabsTrigger>
          </TabsList>
          <TabsContent value="settings">
            <SettingsTab />
          </TabsContent>
          <TabsContent value="compliance">
            <LazyComplianceTab />
          </TabsContent>
        </Tabs>
      </ModalPanel>
    </DialogPrimitive.Root>
  )
}

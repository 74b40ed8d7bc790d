'use client'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { useSidebar } from './sidebar-context'

/** The sidebar as a Radix drawer below 48rem of width (app/shell.css) (focus trap, Escape, focus return). */
export default function MobileDrawer({
  nav,
  labels,
}: {
  nav: React.ReactNode
  labels: { menu: string; close: string }
}) {
  const { mobileOpen, setMobileOpen } = useSidebar()
  return (
    <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
      <SheetContent id="app-sidebar-mobile" closeLabel={labels.close} aria-describedby={undefined}>
        <SheetTitle className="px-4 pt-5 pb-2 text-lg font-semibold">{labels.menu}</SheetTitle>
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{nav}</div>
      </SheetContent>
    </Sheet>
  )
}

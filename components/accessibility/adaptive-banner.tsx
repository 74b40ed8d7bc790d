'use client'

import { X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useId, useTransition } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/forms/pending-button'
import { dismissAdaptiveBannerAction } from '@/lib/actions/accessibility'
import { announce } from '@/lib/accessibility/announce'
import { openAccessibilityPanel } from '@/lib/accessibility/overlay'
import type { SupportKind } from '@/lib/accessibility/adaptive'

/**
 * Tells a student which support Oppi turned on for them and where to change it. It names the
 * kind of support (hearing, vision, …) and the settings, never a diagnosis. Closing it is kept
 * with the account, so it stays closed on every device.
 */
export function AdaptiveBanner({
  support,
  onDismissed,
}: {
  support: SupportKind[]
  onDismissed: () => void
}) {
  const t = useT('accessibilityPanel')
  const titleId = useId()
  const [pending, startTransition] = useTransition()

  const dismiss = () =>
    startTransition(async () => {
      await dismissAdaptiveBannerAction({}).catch(() => null)
      onDismissed()
      announce(t('banner.dismissed'))
      // The button that had the focus is gone: the page's content takes it.
      document.getElementById('main-content')?.focus()
    })

  return (
    <section
      aria-labelledby={titleId}
      data-testid="adaptive-banner"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      {/* The words take a line of their own before they would be squeezed beside the buttons
          (at 200 % text they were, until words broke mid-word): at least 20rem, else the
          buttons wrap below them. */}
      <div className="grid flex-[1_1_20rem] gap-2">
        <p id={titleId} className="font-semibold">
          {t('banner.label')}
        </p>
        <p>{t('banner.intro')}</p>
        <ul className="list-disc pl-5">
          {support.map((kind) => (
            <li key={kind}>{t(`banner.kinds.${kind}`)}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t('banner.change')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={openAccessibilityPanel}>
          {t('banner.open')}
        </Button>
        <PendingButton type="button" variant="ghost" pending={pending} onClick={dismiss}>
          <Icon node={X} />
          {t('banner.dismiss')}
        </PendingButton>
      </div>
    </section>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { setPresenceShown, usePresenceShown } from '@/components/realtime/presence-preference'
import { announce } from '@/lib/accessibility/announce'

/** The user's own presence: on by default, off for this browser when unticked; takes effect at once. */
export function PresenceSetting() {
  const t = useT('live')
  const shown = usePresenceShown()
  return (
    <div className="flex items-start gap-3">
      <input
        id="presence-shown"
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary"
        checked={shown}
        aria-describedby="presence-shown-hint"
        onChange={(event) => {
          setPresenceShown(event.target.checked)
          announce(t(event.target.checked ? 'presenceSetting.on' : 'presenceSetting.off'))
        }}
      />
      <div className="grid gap-1">
        <label htmlFor="presence-shown" className="font-medium">
          {t('presenceSetting.label')}
        </label>
        <p id="presence-shown-hint" className="text-sm text-muted-foreground">
          {t('presenceSetting.hint')}
        </p>
      </div>
    </div>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { SwitchSetting } from '@/components/forms/switch-setting'
import { setPresenceShown, usePresenceShown } from '@/components/realtime/presence-preference'
import { announce } from '@/lib/accessibility/announce'

/** The user's own presence: on by default, off for this browser when unticked; takes effect at once. */
export function PresenceSetting() {
  const t = useT('live')
  return (
    <SwitchSetting
      id="presence-shown"
      label={t('presenceSetting.label')}
      hint={t('presenceSetting.hint')}
      checked={usePresenceShown()}
      onChange={(shown) => {
        setPresenceShown(shown)
        announce(t(shown ? 'presenceSetting.on' : 'presenceSetting.off'))
      }}
    />
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { SwitchSetting, useSavedSwitch } from '@/components/forms/switch-setting'
import { setStudentMessagingAction } from '@/lib/actions/messages'
import { announce } from '@/lib/accessibility/announce'

/**
 * The principal's switch for messages between staff and students (schools.student_messaging;
 * off by default, as in Wilma). The change is announced; a refusal puts the box back.
 */
export function StudentMessagingSetting({ on: initial }: { on: boolean }) {
  const t = useT('messages')
  const saved = useSavedSwitch(
    initial,
    (on) => setStudentMessagingAction({ on }),
    announce,
    t('setting.saveFailed'),
  )
  return (
    <div className="grid gap-3">
      <SwitchSetting
        id="student-messaging"
        label={t('setting.label')}
        hint={t('setting.hint')}
        checked={saved.on}
        busy={saved.pending}
        onChange={saved.change}
      />
      {saved.alert}
    </div>
  )
}

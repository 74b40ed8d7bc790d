'use client'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog } from '@/components/forms/form-dialog'
import { lazyPart } from '@/components/ui/lazy-overlay'

// The form (with react-hook-form) is fetched with the dialog, when its button is first pointed at or focused.
const InviteForm = lazyPart(() => import('./invite-form').then((m) => m.InviteForm))

type Option = { id: string; name: string }

export function InviteDialog({ classes, students }: { classes: Option[]; students: Option[] }) {
  const t = useT('people')
  return (
    <FormDialog
      title={t('invite.title')}
      description={t('invite.description')}
      trigger={t('invite.open')}
      preload={InviteForm.preload}
    >
      {(close) => <InviteForm classes={classes} students={students} onDone={close} />}
    </FormDialog>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog, formDialogs } from '@/components/forms/form-dialog'
import { lazyPart } from '@/components/ui/lazy-overlay'

type Classes = { id: string; name: string }[]
type Existing = { id: string; name: string; description: string | null; class_id: string }

const dialogs = formDialogs<{ classes: Classes }, Existing>(
  'subjects',
  () => import('./subject-form').then((m) => m.SubjectForm),
  (s) => s.name,
)
export const NewSubjectDialog = dialogs.New
export const EditSubjectDialog = dialogs.Edit

const EnrollmentLinkPanel = lazyPart(() =>
  import('./enrollment-link-panel').then((m) => m.EnrollmentLinkPanel),
)

type LinkProps = {
  subjectId: string
  name: string
  url: string
  enabled: boolean
  expired: boolean
  expiresAt: string | null
}

export function ShareLinkDialog(props: LinkProps) {
  const t = useT('subjects.link')
  return (
    <FormDialog
      title={t('title', { name: props.name })}
      description={t('description')}
      trigger={t('share')}
      triggerFor={props.name}
      variant="outline"
      preload={EnrollmentLinkPanel.preload}
    >
      {() => <EnrollmentLinkPanel {...props} />}
    </FormDialog>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog, formDialogs } from '@/components/forms/form-dialog'
import { lazyPart } from '@/components/ui/lazy-overlay'
import type { EnrollmentLinkProps } from './enrollment-link-panel'

export const { New: NewSubjectDialog, Edit: EditSubjectDialog } = formDialogs(
  'subjects',
  () => import('./subject-form').then((m) => m.SubjectForm),
  (s) => s.name,
)

const EnrollmentLinkPanel = lazyPart(() =>
  import('./enrollment-link-panel').then((m) => m.EnrollmentLinkPanel),
)

export function ShareLinkDialog(props: EnrollmentLinkProps) {
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

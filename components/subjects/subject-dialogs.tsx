'use client'
import { useT } from '@/components/i18n/client-messages'
import { EditFormDialog, FormDialog } from '@/components/forms/form-dialog'
import { SubjectForm } from './subject-form'
import { EnrollmentLinkPanel } from './enrollment-link-panel'

type Classes = { id: string; name: string }[]
type Existing = { id: string; name: string; description: string | null; class_id: string }

export function NewSubjectDialog({ classes }: { classes: Classes }) {
  const t = useT('subjects')
  return (
    <FormDialog title={t('new')} trigger={t('new')}>
      {(close) => <SubjectForm classes={classes} onDone={close} />}
    </FormDialog>
  )
}

export function EditSubjectDialog({ existing, classes }: { existing: Existing; classes: Classes }) {
  const t = useT('subjects')
  return (
    <EditFormDialog title={t('edit', { name: existing.name })} name={existing.name}>
      {(close) => <SubjectForm existing={existing} classes={classes} onDone={close} />}
    </EditFormDialog>
  )
}

type LinkProps = { subjectId: string; name: string; url: string; enabled: boolean; expired: boolean; expiresAt: string | null }

export function ShareLinkDialog(props: LinkProps) {
  const t = useT('subjects.link')
  return (
    <FormDialog title={t('title', { name: props.name })} description={t('description')} trigger={t('share')} triggerFor={props.name} variant="outline">
      {() => <EnrollmentLinkPanel {...props} />}
    </FormDialog>
  )
}

'use client'
import { useT } from '@/components/i18n/client-messages'
import { EditFormDialog, FormDialog } from '@/components/forms/form-dialog'
import { AssignmentForm } from './assignment-form'

type Subjects = { id: string; name: string }[]
type Existing = { id: string; title: string; instructions: string | null; due_at: string | null; max_score: number; subject_id: string }

export function NewAssignmentDialog({ subjects }: { subjects: Subjects }) {
  const t = useT('assignments')
  return <FormDialog title={t('new')} trigger={t('new')}>{(close) => <AssignmentForm subjects={subjects} onDone={close} />}</FormDialog>
}

export function EditAssignmentDialog({ existing, subjects }: { existing: Existing; subjects: Subjects }) {
  const t = useT('assignments')
  return (
    <EditFormDialog title={t('edit', { name: existing.title })} name={existing.title}>
      {(close) => <AssignmentForm existing={existing} subjects={subjects} onDone={close} />}
    </EditFormDialog>
  )
}

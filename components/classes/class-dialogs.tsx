'use client'
import { useT } from '@/components/i18n/client-messages'
import { EditFormDialog, FormDialog } from '@/components/forms/form-dialog'
import { ClassForm } from './class-form'

type Teachers = { id: string; name: string }[] | null
type Existing = { id: string; name: string; description: string | null; grade_level: number | null; teacher_id: string | null }

export function NewClassDialog({ teachers }: { teachers: Teachers }) {
  const t = useT('classes')
  return (
    <FormDialog title={t('new')} trigger={t('new')}>
      {(close) => <ClassForm teachers={teachers} onDone={close} />}
    </FormDialog>
  )
}

export function EditClassDialog({ existing, teachers }: { existing: Existing; teachers: Teachers }) {
  const t = useT('classes')
  return (
    <EditFormDialog title={t('edit', { name: existing.name })} name={existing.name}>
      {(close) => <ClassForm existing={existing} teachers={teachers} onDone={close} />}
    </EditFormDialog>
  )
}

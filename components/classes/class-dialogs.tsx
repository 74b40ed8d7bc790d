'use client'
import { formDialogs } from '@/components/forms/form-dialog'

type Teachers = { id: string; name: string }[] | null
type Existing = {
  id: string
  name: string
  description: string | null
  grade_level: number | null
  teacher_id: string | null
}

const dialogs = formDialogs<{ teachers: Teachers }, Existing>(
  'classes',
  () => import('./class-form').then((m) => m.ClassForm),
  (c) => c.name,
)
export const NewClassDialog = dialogs.New
export const EditClassDialog = dialogs.Edit

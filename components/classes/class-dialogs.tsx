'use client'
import { formDialogs } from '@/components/forms/form-dialog'

export const { New: NewClassDialog, Edit: EditClassDialog } = formDialogs(
  'classes',
  () => import('./class-form').then((m) => m.ClassForm),
  (c) => c.name,
)

'use client'
import { formDialogs } from '@/components/forms/form-dialog'

export const { New: NewAssignmentDialog, Edit: EditAssignmentDialog } = formDialogs(
  'assignments',
  () => import('./assignment-form').then((m) => m.AssignmentForm),
  (a) => a.title,
)

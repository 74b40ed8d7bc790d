'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingAssignment } from './assignment-form'

type Subjects = { id: string; name: string }[]

export const { New: NewAssignmentDialog, Edit: EditAssignmentDialog } = formDialogs<
  { subjects: Subjects },
  ExistingAssignment
>(
  'assignments',
  () => import('./assignment-form').then((m) => m.AssignmentForm),
  (a) => a.title,
)

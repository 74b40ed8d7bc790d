'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingAssignment } from './assignment-form'

type Subjects = { id: string; name: string }[]

const dialogs = formDialogs<{ subjects: Subjects }, ExistingAssignment>(
  'assignments',
  () => import('./assignment-form').then((m) => m.AssignmentForm),
  (a) => a.title,
)
export const NewAssignmentDialog = dialogs.New
export const EditAssignmentDialog = dialogs.Edit

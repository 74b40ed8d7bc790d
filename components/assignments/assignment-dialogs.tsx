'use client'
import { formDialogs } from '@/components/forms/form-dialog'

type Subjects = { id: string; name: string }[]
type Existing = {
  id: string
  title: string
  instructions: string | null
  due_at: string | null
  max_score: number
  subject_id: string
}

const dialogs = formDialogs<{ subjects: Subjects }, Existing>(
  'assignments',
  () => import('./assignment-form').then((m) => m.AssignmentForm),
  (a) => a.title,
)
export const NewAssignmentDialog = dialogs.New
export const EditAssignmentDialog = dialogs.Edit

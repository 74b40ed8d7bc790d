'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingClass } from './class-form'

type Teachers = { id: string; name: string }[] | null

const dialogs = formDialogs<{ teachers: Teachers }, ExistingClass>(
  'classes',
  () => import('./class-form').then((m) => m.ClassForm),
  (c) => c.name,
)
export const NewClassDialog = dialogs.New
export const EditClassDialog = dialogs.Edit

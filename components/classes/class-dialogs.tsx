'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingClass } from './class-form'

type Teachers = { id: string; name: string }[] | null

export const { New: NewClassDialog, Edit: EditClassDialog } = formDialogs<
  { teachers: Teachers },
  ExistingClass
>(
  'classes',
  () => import('./class-form').then((m) => m.ClassForm),
  (c) => c.name,
)

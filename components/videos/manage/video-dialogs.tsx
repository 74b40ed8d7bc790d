'use client'
import { formDialogs } from '@/components/forms/form-dialog'

export const { New: NewVideoDialog, Edit: EditVideoDialog } = formDialogs(
  'videosManage',
  () => import('./video-form').then((m) => m.VideoForm),
  (v) => v.title,
)

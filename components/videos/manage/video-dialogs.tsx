'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingVideo, Subjects } from './video-form'

export const { New: NewVideoDialog, Edit: EditVideoDialog } = formDialogs<
  { subjects: Subjects },
  ExistingVideo
>(
  'videosManage',
  () => import('./video-form').then((m) => m.VideoForm),
  (v) => v.title,
)

'use client'
import { formDialogs } from '@/components/forms/form-dialog'
import type { ExistingVideo, Subjects } from './video-form'

const dialogs = formDialogs<{ subjects: Subjects }, ExistingVideo>(
  'videosManage',
  () => import('./video-form').then((m) => m.VideoForm),
  (v) => v.title,
)
export const NewVideoDialog = dialogs.New
export const EditVideoDialog = dialogs.Edit

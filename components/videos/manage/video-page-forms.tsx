'use client'
import { lazyOnPage } from '@/components/ui/lazy-overlay'

// A video's page draws its file, captions and transcript forms with the page; their code (with
// react-hook-form) loads after the page's own, so the rest of the page does not wait for it.

export const LazyVideoUpload = lazyOnPage(() => import('./video-upload').then((m) => m.VideoUpload))
export const LazyCaptionForm = lazyOnPage(() => import('./caption-form').then((m) => m.CaptionForm))
export const LazyTranscriptForm = lazyOnPage(() => import('./transcript-form').then((m) => m.TranscriptForm))

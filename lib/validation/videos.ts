import { z } from 'zod'
import { M } from './messages'
import { id, optionalId, optionalText } from './common'
import { CAPTION_LANGUAGES, MAX_VIDEO_BYTES, VIDEO_TYPES } from '@/lib/videos/files'

// The video library's details form (create and edit).

const externalUrl = z
  .string()
  .trim()
  .max(2000, M.tooLong)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), M.httpsUrl)
  .transform((value) => value || null)

export const videoSchema = z.object({
  title: z.string().trim().min(1, M.videoTitleRequired).max(300, M.tooLong),
  description: optionalText(10000),
  subjectId: optionalId(),
  visibility: z.enum(['school', 'public']),
  externalUrl,
})
export type VideoInput = z.input<typeof videoSchema>

export const videoUpdateSchema = videoSchema.extend({ id: id() })
export type VideoUpdateInput = z.input<typeof videoUpdateSchema>

/** A video file about to be uploaded: the browser's own account of its type and size. */
export const videoFileSchema = z.object({
  id: id(),
  type: z.enum(VIDEO_TYPES, M.videoType),
  size: z.number().int().positive(M.videoFileRequired).max(MAX_VIDEO_BYTES, M.videoTooLarge),
  /** Seconds, when the browser could read the length from the file (a recording may not say). */
  durationSeconds: z
    .number()
    .nonnegative()
    .max(24 * 3600)
    .nullable(),
})
export type VideoFileInput = z.input<typeof videoFileSchema>

/**
 * A caption track. Only the coarse rules here; the cue-by-cue check (which reports the broken
 * line) runs in the action, with lib/videos/webvtt.ts.
 */
export const captionSchema = z.object({
  videoId: id(),
  language: z.enum(CAPTION_LANGUAGES, M.captionLanguage),
  content: z.string().min(1, M.captionsRequired),
})
export type CaptionInput = z.input<typeof captionSchema>

/** The longest written transcript: a lesson of well over an hour, spoken fast. */
export const MAX_TRANSCRIPT_CHARS = 100_000

/**
 * A written transcript, pasted or typed: the whole of what is said and shown, with speakers
 * and descriptions of what is on screen, for readers who cannot use the video at all. Empty
 * removes it.
 */
export const transcriptSchema = z.object({
  videoId: id(),
  transcript: optionalText(MAX_TRANSCRIPT_CHARS),
})
export type TranscriptInput = z.input<typeof transcriptSchema>

// What a video file and a caption track may be. Shared by the browser (checked before a byte is
// sent, so a wrong file is refused at once) and the server actions (checked again, since a
// request can come from anywhere). The videos bucket repeats the type and size rules.

/** The types browsers play natively; the bucket accepts no others. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const
export type VideoType = (typeof VIDEO_TYPES)[number]

/** The largest video file: the videos bucket's limit. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024

export const isVideoType = (type: string): type is VideoType =>
  (VIDEO_TYPES as readonly string[]).includes(type)

/**
 * Where a video's file is stored: one file per video, under the video's id (the bucket's
 * policies read the id from the path). A new upload replaces the old file of the same type.
 */
export const videoFilePath = (videoId: string, type: VideoType) =>
  `${videoId}/video.${type === 'video/mp4' ? 'mp4' : 'webm'}`

/**
 * The caption languages offered: the school languages of Finland first, then the languages
 * most spoken by Finland's newcomer families. A track's language code is what the player's
 * `<track srclang>` and the caption menu use.
 */
export const CAPTION_LANGUAGES = ['fi', 'sv', 'en', 'se', 'ru', 'et', 'uk', 'ar', 'so'] as const

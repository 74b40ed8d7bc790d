// The browser's side of a video upload: the file's length, and the bytes sent to Storage as a
// resumable (TUS) upload in 6 MiB chunks with the person's own token, so a dropped connection
// costs one chunk at most and the bucket's policies decide as the bytes are written.

/** The file's length in seconds, or null when the file does not say (or the browser cannot tell). */
export function readDuration(file: File, waitMs = 5000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const video = document.createElement('video')
    const finish = (value: number | null) => {
      clearTimeout(timer)
      URL.revokeObjectURL(url)
      video.removeAttribute('src')
      resolve(value)
    }
    const timer = setTimeout(() => finish(null), waitMs)
    video.preload = 'metadata'
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? video.duration : null)
    video.onerror = () => finish(null)
    video.src = url
  })
}

/**
 * `tooLarge`: Storage refused the file by its size (413); `forbidden`: the bucket's policy
 * refused the person (403). Sending it again would change neither.
 */
export type UploadOutcome = 'done' | 'failed' | 'tooLarge' | 'forbidden' | 'aborted'

/** Hosted Storage takes resumable uploads in chunks of exactly this size (the last may be shorter). */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024

/** Waits between attempts after a network error; each attempt continues where the last one stopped. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000]

/** Where a resumable upload goes, and on whose authority. */
export interface ResumableTarget {
  /** Storage's base URL, e.g. `https://<project>.supabase.co/storage/v1`. */
  storageUrl: string
  /** The project's public (anon or publishable) key. */
  apiKey: string
  bucket: string
  objectName: string
  /** The person's current access token, asked again before every request of the upload. */
  accessToken: () => Promise<string | null>
}

export interface SendCallbacks {
  /** Whole percents, as they change. */
  onPercent: (percent: number) => void
  /** The connection failed and the upload will try again on its own. */
  onRetry: () => void
}

/**
 * Sends the file to the target's object as a resumable upload: retried and continued
 * after a network error, and continued from what the server already has when the same file is
 * sent to the same place again (after a failure or a reload). Cancelling ends the upload on the
 * server too, so its partial bytes do not linger.
 */
export function sendResumable(target: ResumableTarget, file: File, on: SendCallbacks) {
  let aborted = false
  let abortUpload: () => void = () => undefined
  let finish!: (outcome: UploadOutcome) => void
  const done = new Promise<UploadOutcome>((resolve) => (finish = resolve))
  void import('tus-js-client').then(
    async ({ Upload }) => {
      let last = -1
      const upload = new Upload(file, {
        endpoint: `${target.storageUrl}/upload/resumable`,
        // The person's own token on every request, so the bucket's policies decide as the
        // bytes are written (a signed upload address would write as Storage for two hours
        // after its policy check); asked afresh, as the page's client refreshes it.
        headers: { apikey: target.apiKey, 'x-upsert': 'true' },
        onBeforeRequest: async (req) => {
          const token = await target.accessToken()
          if (token) req.setHeader('authorization', `Bearer ${token}`)
        },
        metadata: {
          bucketName: target.bucket,
          objectName: target.objectName,
          contentType: file.type,
          cacheControl: '3600',
        },
        chunkSize: RESUMABLE_CHUNK_BYTES,
        uploadDataDuringCreation: true,
        retryDelays: RETRY_DELAYS_MS,
        removeFingerprintOnSuccess: true,
        // One object's upload is never continued as another's, even for the same file.
        fingerprint: async (f: File) =>
          ['oppi-video', target.bucket, target.objectName, f.name, f.size, f.lastModified].join(
            '/',
          ),
        onProgress: (sent, total) => {
          const percent = total ? Math.floor((sent / total) * 100) : 0
          if (percent !== last) on.onPercent((last = percent))
        },
        onShouldRetry: (err) => {
          // As tus-js-client decides by default: not on a refusal (4xx) except a conflict or lock.
          const status = err.originalResponse?.getStatus() ?? 0
          const retry =
            (status < 400 || status >= 500 || status === 409 || status === 423) &&
            navigator.onLine !== false
          if (retry) on.onRetry()
          return retry
        },
        onSuccess: () => finish('done'),
        onError: (err) => {
          if (aborted) return finish('aborted')
          const status = 'originalResponse' in err ? err.originalResponse?.getStatus() : undefined
          finish(status === 413 ? 'tooLarge' : status === 403 ? 'forbidden' : 'failed')
        },
      })
      abortUpload = () =>
        void upload
          .abort(true)
          .catch(() => undefined)
          .finally(() => finish('aborted'))
      if (aborted) return abortUpload()
      const previous = await upload.findPreviousUploads().catch(() => [])
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0])
      upload.start()
    },
    () => finish('failed'),
  )
  return {
    done,
    abort: () => {
      aborted = true
      abortUpload()
    },
  }
}

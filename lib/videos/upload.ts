// The browser's side of a video upload: the file's length, and the bytes sent to a signed
// upload address with progress (fetch cannot report upload progress; XMLHttpRequest can).

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

export type UploadOutcome = 'done' | 'failed' | 'aborted'

/** PUTs the file to a signed upload address, reporting whole percents as they change. */
export function sendWithProgress(url: string, file: File, onPercent: (percent: number) => void) {
  const xhr = new XMLHttpRequest()
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPercent(Math.floor((e.loaded / e.total) * 100))
    }
    xhr.onload = () => resolve(xhr.status >= 200 && xhr.status < 300 ? 'done' : 'failed')
    xhr.onerror = () => resolve('failed')
    xhr.onabort = () => resolve('aborted')
  })
  xhr.open('PUT', url)
  xhr.setRequestHeader('content-type', file.type)
  xhr.setRequestHeader('cache-control', 'max-age=3600')
  xhr.send(file)
  return { done, abort: () => xhr.abort() }
}

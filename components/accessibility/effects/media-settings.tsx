'use client'
import { useEffect } from 'react'
import { applyMediaSettings } from '@/lib/accessibility/media'

/**
 * Makes every <video> and <audio> on the page, also those added later, obey the autoplay and
 * captions settings. A player built for Oppi asks lib/accessibility/media itself; this covers
 * any other media element (an embedded clip, a recording in a message).
 */
export default function MediaSettings(settings: {
  autoplayDisabled: boolean
  captionsEnabled: boolean
}) {
  const { autoplayDisabled, captionsEnabled } = settings
  useEffect(() => {
    const apply = () => {
      for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) {
        applyMediaSettings(media, { autoplayDisabled, captionsEnabled })
      }
    }
    apply()
    // Tracks load after the element: captions switch on once their track is known.
    const onTrack = (event: Event) => {
      if (event.target instanceof HTMLMediaElement)
        applyMediaSettings(event.target, { autoplayDisabled, captionsEnabled })
    }
    document.addEventListener('loadedmetadata', onTrack, true)
    const observer = new MutationObserver((records) => {
      if (
        records.some((r) =>
          Array.from(r.addedNodes).some(
            (n) =>
              n instanceof Element &&
              (n.matches('video, audio') || n.querySelector('video, audio')),
          ),
        )
      )
        apply()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      document.removeEventListener('loadedmetadata', onTrack, true)
    }
  }, [autoplayDisabled, captionsEnabled])
  return null
}

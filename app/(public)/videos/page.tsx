import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Public video home; the library arrives with the video feature.
export const generateMetadata = placeholderMetadata('videos')

export default function VideosPage() {
  return <PlaceholderPage namespace="videos" />
}

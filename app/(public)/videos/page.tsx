import { PlaceholderPage } from '@/components/common/placeholder-page'
import { titleFrom } from '@/components/common/page-title'

// Public video home; the library arrives with the video feature.
export const generateMetadata = titleFrom('videos')

export default function VideosPage() {
  return <PlaceholderPage namespace="videos" />
}

import { PlaceholderPage } from '@/components/common/placeholder-page'
import { titleFrom } from '@/components/common/page-title'

// Public video details; until videos exist there is nothing to show for any id.
export const generateMetadata = titleFrom('video')

export default function VideoPage() {
  return <PlaceholderPage namespace="video" />
}

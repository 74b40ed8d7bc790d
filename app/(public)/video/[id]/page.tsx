import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Public video details; until videos exist there is nothing to show for any id.
export const generateMetadata = placeholderMetadata('video')

export default function VideoPage() {
  return <PlaceholderPage namespace="video" />
}

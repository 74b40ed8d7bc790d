import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the videos/manage feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('videosManage')

export default function ManageVideosPage() {
  return <PlaceholderPage namespace="videosManage" />
}

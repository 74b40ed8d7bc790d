import { PlaceholderPage } from '@/components/common/placeholder-page'
import { titleFrom } from '@/components/common/page-title'

// Placeholder until the videos/manage feature lands: title and an honest empty state.
export const generateMetadata = titleFrom('videosManage')

export default function ManageVideosPage() {
  return <PlaceholderPage namespace="videosManage" />
}

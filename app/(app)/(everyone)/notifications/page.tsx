import { PlaceholderPage } from '@/components/common/placeholder-page'
import { titleFrom } from '@/components/common/page-title'

// Placeholder until the notifications feature lands: title and an honest empty state.
export const generateMetadata = titleFrom('notifications')

export default function NotificationsPage() {
  return <PlaceholderPage namespace="notifications" />
}

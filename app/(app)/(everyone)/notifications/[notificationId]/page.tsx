import { PlaceholderPage } from '@/components/common/placeholder-page'
import { titleFrom } from '@/components/common/page-title'

// Placeholder until the notifications/[notificationId] feature lands: title and an honest empty state.
export const generateMetadata = titleFrom('notification')

export default function NotificationPage() {
  return <PlaceholderPage namespace="notification" />
}

import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the notifications feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('notifications')

export default function NotificationsPage() {
  return <PlaceholderPage namespace="notifications" />
}

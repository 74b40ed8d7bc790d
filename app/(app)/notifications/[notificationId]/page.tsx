import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the notifications/[notificationId] feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('notification')

export default function NotificationPage() {
  return <PlaceholderPage namespace="notification" />
}

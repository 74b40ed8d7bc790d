import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the submissions feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('submissions')

export default function SubmissionsPage() {
  return <PlaceholderPage namespace="submissions" />
}

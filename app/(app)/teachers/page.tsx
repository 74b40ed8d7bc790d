import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the teachers feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('teachers')

export default function TeachersPage() {
  return <PlaceholderPage namespace="teachers" />
}

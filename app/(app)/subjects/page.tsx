import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the subjects feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('subjects')

export default function SubjectsPage() {
  return <PlaceholderPage namespace="subjects" />
}

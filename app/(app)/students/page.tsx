import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the students feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('students')

export default function StudentsPage() {
  return <PlaceholderPage namespace="students" />
}

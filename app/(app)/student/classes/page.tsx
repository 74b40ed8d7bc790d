import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the student/classes feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('studentClasses')

export default function StudentClassesPage() {
  return <PlaceholderPage namespace="studentClasses" />
}

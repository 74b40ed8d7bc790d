import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the student/subjects feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('studentSubjects')

export default function StudentSubjectsPage() {
  return <PlaceholderPage namespace="studentSubjects" />
}

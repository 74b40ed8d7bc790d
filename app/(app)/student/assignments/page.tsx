import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the student/assignments feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('studentAssignments')

export default function StudentAssignmentsPage() {
  return <PlaceholderPage namespace="studentAssignments" />
}

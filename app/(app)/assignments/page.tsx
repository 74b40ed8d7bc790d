import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the assignments feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('assignments')

export default function AssignmentsPage() {
  return <PlaceholderPage namespace="assignments" />
}

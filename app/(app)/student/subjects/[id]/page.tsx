import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the student/subjects/[id] feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('studentSubject')

export default function StudentSubjectPage() {
  return <PlaceholderPage namespace="studentSubject" />
}

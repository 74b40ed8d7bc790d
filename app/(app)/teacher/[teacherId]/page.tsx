import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the teacher/[teacherId] feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('teacher')

export default function TeacherPage() {
  return <PlaceholderPage namespace="teacher" />
}

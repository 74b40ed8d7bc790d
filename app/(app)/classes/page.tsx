import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the classes feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('classes')

export default function ClassesPage() {
  return <PlaceholderPage namespace="classes" />
}

import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

// Placeholder until the bin feature lands: title and an honest empty state.
export const generateMetadata = placeholderMetadata('bin')

export default function BinPage() {
  return <PlaceholderPage namespace="bin" />
}

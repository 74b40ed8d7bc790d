import { LoadingIndicator } from '@/components/common/loading-indicator'

export default function Loading() {
  return <LoadingIndicator />
}

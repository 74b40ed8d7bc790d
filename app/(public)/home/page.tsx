import { titleFrom } from '@/components/common/page-title'
import { Landing } from '@/components/public/landing'

export const generateMetadata = titleFrom('landing', 'metaTitle')

export default function HomeAliasPage() {
  return <Landing />
}

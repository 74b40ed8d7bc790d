import { Landing } from '@/components/public/landing'

// `/` is the public landing page.
export default function HomePage() {
  return <Landing />
}

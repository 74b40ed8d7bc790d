import { Landing } from '@/components/public/landing'

// `/` is the public landing page (issue 4's reading of spec §2).
export default function HomePage() {
  return <Landing />
}

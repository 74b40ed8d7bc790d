'use client'
import { usePathname } from 'next/navigation'
import { patternForPath } from '@/lib/auth/route-rules'

/** The header's page title, chosen by path; generic for other paths. */
export function HeaderTitle({
  titles,
  fallback,
}: {
  titles: Record<string, string>
  fallback: string
}) {
  const pathname = usePathname()
  const pattern = patternForPath(pathname)
  return (
    <p className="truncate text-base font-semibold">{(pattern && titles[pattern]) || fallback}</p>
  )
}

'use client'
import { usePathname } from 'next/navigation'
import { ruleForPathPattern } from '@/lib/navigation/titles'

/** The header's page title, chosen by path (spec §2); generic for other paths. */
export function HeaderTitle({ titles, fallback }: { titles: Record<string, string>; fallback: string }) {
  const pathname = usePathname()
  const pattern = ruleForPathPattern(pathname)
  return <p className="truncate text-base font-semibold">{(pattern && titles[pattern]) || fallback}</p>
}

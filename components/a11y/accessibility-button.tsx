import Link from 'next/link'
import { AccessibilityIcon } from 'lucide-react'

/**
 * The round button bottom right that the second skip link targets. It opens the
 * accessibility section of the user's settings until the full panel arrives.
 */
export function AccessibilityButton({ label }: { label: string }) {
  return (
    <Link
      id="accessibility-settings"
      href="/settings#accessibility"
      className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
    >
      <AccessibilityIcon aria-hidden="true" className="size-7" />
      <span className="sr-only">{label}</span>
    </Link>
  )
}

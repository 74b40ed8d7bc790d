import Link from 'next/link'

// A text link that is also a 44 px target (WCAG 2.5.8), for links that stand alone or in a cell.
const TARGET_LINK = 'inline-flex min-h-11 items-center text-primary underline hover:no-underline'

/** A link to another page as a 44 px target; `strong` for the main link of its place. */
export function TargetLink({
  href,
  strong = false,
  children,
}: {
  href: string
  strong?: boolean
  children: React.ReactNode
}) {
  return (
    <Link href={href} className={strong ? `${TARGET_LINK} font-medium` : TARGET_LINK}>
      {children}
    </Link>
  )
}

/**
 * A link inside a sentence or a line of text: it keeps the line's height (WCAG 2.5.8 lets an
 * inline link be as small as its text), so it does not push the text apart as a target would.
 */
export function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline hover:no-underline">
      {children}
    </Link>
  )
}

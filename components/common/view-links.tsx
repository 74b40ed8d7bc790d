import Link from 'next/link'
import { cx } from '@/lib/cx'

/** The look of a link to one view among several: outlined, and filled when it is the current one. */
export const viewLinkLook = (current: boolean) =>
  cx(
    'inline-flex min-h-11 items-center rounded-md border px-4 font-medium',
    current ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
  )

/**
 * Links between the views of one page (a mailbox, a scope, a child), as a named list of links.
 * The view lives in the address; the current one is marked with `aria-current` so a screen
 * reader says which it is, not only the colour.
 */
export function ViewLinks({
  label,
  className,
  links,
  look = viewLinkLook,
}: {
  label: string
  /** The navigation's own spacing on the page. */
  className?: string
  links: { key: string; href: string; text: React.ReactNode; current: boolean }[]
  look?: (current: boolean) => string
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={look(link.current)}
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

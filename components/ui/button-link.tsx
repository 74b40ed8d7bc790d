import Link from 'next/link'
import { buttonVariants, type ButtonVariantProps } from './button-variants'

/**
 * A link drawn as a button: it goes to another page, so it stays a link for assistive
 * technology (and opens in a new tab like one), with a button's look and target size.
 */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
}: ButtonVariantProps & { href: string; className?: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ variant, size, className })}>
      {children}
    </Link>
  )
}

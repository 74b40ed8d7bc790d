/**
 * The button's classes, the one source for them: <Button> uses them, and so do links styled as
 * buttons and the error boundaries that draw a plain <button>. A module apart from the Button
 * component (and without class-variance-authority), so a file that only wants the classes
 * ships a few strings to the browser rather than the component and Radix's Slot: the root
 * error boundary's chunk is loaded on every page.
 */

// The classes themselves are in app/globals.css (.btn and its variants and sizes): a list page
// draws a hundred buttons, and each one's 300 characters of utilities made a fifth of the
// page's HTML. A label wraps onto a second line when the screen has no room for it on one (a
// long Finnish label at 320 px) instead of pushing the page wider; min-h keeps the target size.
const base = 'btn'

const variants = {
  default: 'btn-default',
  destructive: 'btn-destructive',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
} as const

const sizes = {
  default: 'btn-md',
  sm: 'btn-sm',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const

export type ButtonVariantProps = {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

/** The classes of a button of that variant and size (default ones when left out), then className. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return className
    ? `${base} ${variants[variant]} ${sizes[size]} ${className}`
    : `${base} ${variants[variant]} ${sizes[size]}`
}

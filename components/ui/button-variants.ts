/**
 * The button's classes, the one source for them: <Button> uses them, and so do links styled as
 * buttons and the error boundaries that draw a plain <button>. A module apart from the Button
 * component (and without class-variance-authority), so a file that only wants the classes
 * ships a few strings to the browser rather than the component and Radix's Slot: the root
 * error boundary's chunk is loaded on every page.
 */

// A label wraps onto a second line when the screen has no room for it on one (a long Finnish
// label at 320 px) instead of pushing the page wider; min-h keeps the target size.
const base =
  'inline-flex max-w-full items-center justify-center gap-2 text-center rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0'

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline hover:no-underline',
} as const

const sizes = {
  default: 'min-h-11 px-4 py-2',
  sm: 'min-h-9 px-3',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
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

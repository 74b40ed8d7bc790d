import type { LucideIcon } from 'lucide-react'

/**
 * A square 44 px button in the header that shows only an icon; its name is the label, read by
 * screen readers and voice control. Everything else a button takes (what it opens, its
 * shortcut, its handler) passes through.
 */
export function HeaderIconButton({
  icon: Icon,
  label,
  ...props
}: { icon: LucideIcon; label: string } & Omit<React.ComponentProps<'button'>, 'type' | 'className' | 'children'>) {
  return (
    <button type="button" className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent" {...props}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}

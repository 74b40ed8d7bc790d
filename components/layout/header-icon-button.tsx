import { Icon, type IconNode } from '@/components/ui/icon'

/**
 * A square 44 px button in the header that shows only an icon; its name is the label, read by
 * screen readers and voice control. Everything else a button takes (what it opens, its
 * shortcut, its handler) passes through.
 */
export function HeaderIconButton({
  icon,
  label,
  ...props
}: { icon: IconNode; label: string } & Omit<
  React.ComponentProps<'button'>,
  'type' | 'className' | 'children'
>) {
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent"
      {...props}
    >
      <Icon node={icon} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}

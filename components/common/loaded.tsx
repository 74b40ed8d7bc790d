/** A quiet line of text: what stands in for a list that is not there. */
export const Muted = ({ children }: { children: React.ReactNode }) => (
  <p className="text-muted-foreground">{children}</p>
)

/**
 * A list that may have failed to load (null) or be empty: either is said in words instead of
 * the list, otherwise the list is drawn from the loaded items.
 */
export function Loaded<T>({
  items,
  failed,
  none,
  children,
}: {
  items: T[] | null
  failed: string
  none: string
  children: (items: T[]) => React.ReactNode
}) {
  if (items === null) return <Muted>{failed}</Muted>
  if (items.length === 0) return <Muted>{none}</Muted>
  return children(items)
}

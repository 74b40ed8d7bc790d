/**
 * The page's main landmark. It is the skip link's target (#main-content), so it can take focus
 * without joining the tab order.
 */
export function MainContent(props: Omit<React.ComponentProps<'main'>, 'id' | 'tabIndex'>) {
  return <main id="main-content" tabIndex={-1} {...props} />
}

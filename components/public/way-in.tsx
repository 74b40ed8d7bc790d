import { ButtonLink } from '@/components/ui/button-link'

/**
 * The way into the app from a public page: the dashboard for a signed-in reader, otherwise
 * sign in, and register beside it where the page has room to offer it.
 */
export function WayIn({
  signedIn,
  size,
  labels,
}: {
  signedIn: boolean
  size: 'sm' | 'lg'
  labels: { dashboard: string; signIn: string; register?: string }
}) {
  if (signedIn) {
    return (
      <ButtonLink href="/dashboard" size={size}>
        {labels.dashboard}
      </ButtonLink>
    )
  }
  return (
    <>
      <ButtonLink href="/auth" size={size}>
        {labels.signIn}
      </ButtonLink>
      {labels.register && (
        <ButtonLink href="/auth?mode=register" size={size} variant="outline">
          {labels.register}
        </ButtonLink>
      )}
    </>
  )
}

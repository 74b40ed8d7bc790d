import { Alert } from '@/components/ui/alert'

/** A form-level message; errors interrupt (alert), success is polite (status). */
export function FormAlert({
  kind,
  children,
}: {
  kind: 'error' | 'success'
  children: React.ReactNode
}) {
  return (
    <Alert
      variant={kind === 'error' ? 'destructive' : 'success'}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p>{children}</p>
    </Alert>
  )
}

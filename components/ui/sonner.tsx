'use client'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** Toasts: bottom-right, at most 3 visible, 4 s each, announced politely. Shown through lib/notify.ts. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'border border-border bg-background text-foreground shadow-lg',
          // The description keeps the toast's own text colour: the muted grey falls below 4.5:1
          // on the green and red backgrounds of success and error toasts.
          description: '!text-inherit',
          error: '!border-red-300 !bg-red-50 !text-red-950',
          success: '!border-green-300 !bg-green-50 !text-green-950',
        },
      }}
      {...props}
    />
  )
}

export { Toaster }

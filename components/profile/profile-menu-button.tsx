'use client'
import { Button } from '@/components/ui/button'
import { ProfileDialog, type ProfileDialogLabels } from './profile-dialog'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/** The avatar-and-name button in the header; its name says what it opens. */
export function ProfileMenuButton({
  name,
  callerRole,
  fallbackName,
  labels,
}: {
  name: string
  callerRole: string
  fallbackName: { firstName: string; lastName: string }
  labels: ProfileDialogLabels & { open: string }
}) {
  return (
    <ProfileDialog
      callerRole={callerRole}
      fallbackName={fallbackName}
      labels={labels}
      trigger={
        <Button variant="ghost" className="h-11 gap-2 px-2" aria-label={labels.open}>
          {/* The initials are drawn by CSS, not written as text: the button's visible text is
              then exactly the name, which its accessible name contains (WCAG 2.5.3). */}
          <span
            aria-hidden="true"
            data-initials={initials(name)}
            className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground before:content-[attr(data-initials)]"
          />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        </Button>
      }
    />
  )
}

'use client'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ProfileDialog, type ProfileDialogLabels } from './profile-dialog'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/**
 * The avatar-and-name button in the header; its name says what it opens. The avatar is the
 * person's picture (`picture`, its address) or, without one or when it cannot be loaded,
 * their initials.
 */
export function ProfileMenuButton({
  name,
  picture,
  callerRole,
  fallbackName,
  labels,
}: {
  name: string
  picture: string | null
  callerRole: string
  fallbackName: { firstName: string; lastName: string }
  labels: ProfileDialogLabels & { open: string }
}) {
  const [broken, setBroken] = useState<string | null>(null)
  return (
    <ProfileDialog
      callerRole={callerRole}
      fallbackName={fallbackName}
      labels={labels}
      trigger={
        <Button variant="ghost" className="h-11 gap-2 px-2" aria-label={labels.open}>
          {picture && broken !== picture ? (
            // Decorative (alt=""): the button's name already says whose it is. A plain <img>:
            // next/image would fetch it on the server, without the person's session.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={picture}
              alt=""
              width={32}
              height={32}
              decoding="async"
              onError={() => setBroken(picture)}
              className="size-8 rounded-full bg-primary object-cover"
            />
          ) : (
            // The initials are drawn by CSS, not written as text: the button's visible text is
            // then exactly the name, which its accessible name contains (WCAG 2.5.3).
            <span
              aria-hidden="true"
              data-initials={initials(name)}
              className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-[min(0.75rem,14px)] font-bold text-primary-foreground before:content-[attr(data-initials)]"
            />
          )}
          <span data-slot="header-wide" className="max-w-40 truncate">
            {name}
          </span>
        </Button>
      }
    />
  )
}

'use client'
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { enrollInSubjectAction } from '@/lib/actions/enrollment'

/** Spec §4: signed in and the subject loaded → enrol at once, say how it went, go to /dashboard. */
export function AutoEnroll({ subjectId }: { subjectId: string }) {
  const t = useT('enroll')
  const router = useRouter()
  const started = useRef(false)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    // Strict mode mounts twice in development; enrol once.
    if (started.current) return
    started.current = true
    void enrollInSubjectAction({ subjectId }).then((result) => {
      if (result.ok) {
        toast.success(result.data.title, { description: result.data.message })
        router.replace('/dashboard')
        return
      }
      const message = result.error ?? Object.values(result.fieldErrors ?? {})[0] ?? t('failed')
      toast.error(t('errorTitle'), { description: message })
      setFailed(message)
    })
  }, [subjectId, router, t])
  if (failed) {
    return (
      <div role="alert" className="grid gap-4">
        <p className="font-semibold">{t('errorTitle')}</p>
        <p>{failed}</p>
        <Button asChild variant="outline">
          <a href="/dashboard">{t('toDashboard')}</a>
        </Button>
      </div>
    )
  }
  return (
    <p role="status" aria-live="polite" className="text-lg font-medium">
      {t('enrolling')}
    </p>
  )
}

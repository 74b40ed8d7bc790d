'use client'
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { enrollInSubjectAction } from '@/lib/actions/enrollment'
import { notify } from '@/lib/notify'

/** Signed in and the subject loaded: enrol at once, say how it went, go to /dashboard. */
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
        notify('success', result.data.title, result.data.message)
        router.replace('/dashboard')
        return
      }
      const message = result.error ?? Object.values(result.fieldErrors ?? {})[0] ?? t('failed')
      notify('error', t('errorTitle'), message)
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

'use client'
import { useEffect } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'

/** Unexpected errors below the root layout: say so plainly and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useT('error')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      {error.digest && <p className="text-sm text-muted-foreground">{t('reference', { digest: error.digest })}</p>}
      <div>
        <Button onClick={reset}>{t('retry')}</Button>
      </div>
    </div>
  )
}

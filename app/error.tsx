'use client'
import { useEffect } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { buttonVariants } from '@/components/ui/button-variants'

/**
 * Unexpected errors below the root layout: say so plainly and offer a retry.
 * Every page loads this boundary's code, so it draws a plain <button> with the Button's classes
 * rather than importing the Button component (and Radix's Slot) into a chunk of its own.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useT('error')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      {error.digest && (
        <p className="text-sm text-muted-foreground">{t('reference', { digest: error.digest })}</p>
      )}
      <div>
        <button data-slot="button" onClick={reset} className={buttonVariants()}>
          {t('retry')}
        </button>
      </div>
    </div>
  )
}

'use client'
import { useEffect, useRef, useState, useTransition } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { FormAlert } from '@/components/forms/form-alert'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/forms/pending-button'
import { createRecoveryCodesAction } from '@/lib/actions/auth/recovery-codes'

/**
 * Recovery codes beside a verified factor: how many are left, and a new set on request, shown
 * this once (the database keeps only their hashes). Making a new set ends the old one, which
 * the button says before it is pressed.
 */
export function RecoveryCodes({ left }: { left: number }) {
  const t = useT('recovery')
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const shown = useRef<HTMLHeadingElement>(null)
  // The new codes replace the button: focus goes to their heading, read out with them.
  useEffect(() => {
    if (codes) shown.current?.focus()
  }, [codes])

  const create = () =>
    startTransition(async () => {
      setError(null)
      const result = await createRecoveryCodesAction({})
      if (result.ok) setCodes(result.data.codes)
      else setError(result.error ?? t('createFailed'))
    })

  return (
    <div className="grid gap-3 border-t pt-4" data-testid="recovery-codes">
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-muted-foreground">{t('intro')}</p>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {codes ? (
        <div className="grid gap-3">
          <h4 ref={shown} tabIndex={-1} className="font-medium">
            {t('shownOnce')}
          </h4>
          <ol
            aria-label={t('listLabel')}
            className="grid grid-cols-1 gap-1 font-mono sm:grid-cols-2"
          >
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div>
            <Button variant="outline" onClick={() => setCodes(null)}>
              {t('saved')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p data-testid="recovery-left">{t('left', { count: left })}</p>
          {left > 0 && <p className="text-muted-foreground">{t('replaceWarning')}</p>}
          <div>
            <PendingButton pending={pending} onClick={create}>
              {pending ? t('working') : left > 0 ? t('replace') : t('create')}
            </PendingButton>
          </div>
        </>
      )}
    </div>
  )
}

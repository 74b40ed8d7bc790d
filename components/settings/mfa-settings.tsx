'use client'
import { Suspense, useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import { FormAlert } from '@/components/forms/form-alert'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/forms/pending-button'
import { lazyPart } from '@/components/ui/lazy-overlay'
import {
  confirmTotpEnrollmentAction,
  removeTotpFactorAction,
  startTotpEnrollmentAction,
  type TotpEnrollment,
} from '@/lib/actions/auth/mfa'

// The code form (with react-hook-form) is needed only once set-up has started: it is fetched when
// the pointer or focus first reaches the start button, and the set-up steps wait for it.
const TotpCodeForm = lazyPart(() =>
  import('@/components/auth/totp-code-form').then((m) => m.TotpCodeForm<{ message: string }>),
)

/** TOTP set-up (QR code and key, then a code to confirm) and removal. */
export function MfaSettings({ factorId }: { factorId: string | null }) {
  const t = useT('mfa')
  const tAuth = useT('auth')
  const router = useRouter()
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  const finish = (message: string) => {
    notify('success', tAuth('toast.success'), message)
    setEnrollment(null)
    router.refresh()
  }

  const start = () => {
    // A click without pointer or focus first (e.g. from a screen reader's browse mode) fetches the code form too.
    TotpCodeForm.preload()
    startTransition(async () => {
      setError(null)
      const result = await startTotpEnrollmentAction({})
      if (result.ok) setEnrollment(result.data)
      else setError(result.error ?? t('setupFailed'))
    })
  }

  const remove = (id: string) =>
    startTransition(async () => {
      setError(null)
      const result = await removeTotpFactorAction({ factorId: id })
      if (result.ok) finish(result.data.message)
      else setError(result.error ?? t('removeFailed'))
    })

  return (
    <div className="grid gap-4">
      <p>
        <span className="font-medium">{t('status')}: </span>
        <span data-testid="mfa-status">{factorId ? t('statusOn') : t('statusOff')}</span>
      </p>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {factorId ? (
        <div>
          <PendingButton variant="outline" pending={pending} onClick={() => remove(factorId)}>
            {pending ? t('working') : t('remove')}
          </PendingButton>
        </div>
      ) : enrollment ? (
        <Suspense fallback={null}>
          <div className="grid gap-4">
            <ol className="grid list-decimal gap-2 pl-5">
              <li>{t('stepScan')}</li>
              <li>{t('stepCode')}</li>
            </ol>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise */}
            <img
              src={enrollment.qrCode}
              alt={t('qrAlt')}
              width={200}
              height={200}
              className="rounded-md border bg-white p-2"
            />
            <div>
              <p className="text-sm font-medium" id="totp-secret-label">
                {t('secretLabel')}
              </p>
              <code
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
                className="mt-1 inline-block break-all rounded bg-muted px-2 py-1 font-mono text-sm"
              >
                {enrollment.secret}
              </code>
            </div>
            <TotpCodeForm
              factorId={enrollment.factorId}
              submitLabel={t('confirm')}
              action={confirmTotpEnrollmentAction}
              onSuccess={(data) => finish(data.message)}
              onFormError={setError}
            />
            <div>
              <Button variant="ghost" onClick={() => setEnrollment(null)}>
                {t('cancel')}
              </Button>
            </div>
          </div>
        </Suspense>
      ) : (
        <div>
          <p className="mb-3 text-muted-foreground">{t('intro')}</p>
          <PendingButton
            pending={pending}
            onClick={start}
            onPointerEnter={TotpCodeForm.preload}
            onFocus={TotpCodeForm.preload}
          >
            {pending ? t('working') : t('start')}
          </PendingButton>
        </div>
      )}
    </div>
  )
}

'use client'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useT } from '@/components/i18n/client-messages'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { setServerErrors, useFieldError } from '@/components/bin/use-field-error'
import { useActionFeedback } from '@/components/bin/use-action-feedback'
import { setEnrollmentLinkAction } from '@/lib/actions/subjects'
import { announce } from '@/lib/a11y/announce'
import { enrollmentLinkSchema, type EnrollmentLinkInput } from '@/lib/validation/subjects'

type Props = { subjectId: string; name: string; url: string; enabled: boolean; expired: boolean; expiresAt: string | null }

/** The share link: copy it, show it as a QR code, give it an expiry, revoke or reopen it. */
export function EnrollmentLinkPanel({ subjectId, name, url, enabled, expired, expiresAt }: Props) {
  const t = useT('subjects.link')
  const ts = useT('status')
  const errorText = useFieldError()
  const feedback = useActionFeedback()
  const router = useRouter()
  const form = useForm<EnrollmentLinkInput>({
    resolver: zodResolver(enrollmentLinkSchema, undefined, { raw: true }),
    defaultValues: { subjectId, mode: 'open', expiresAt: '' },
  })

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(ts('toast.success'), { description: t('copied') })
      announce(t('copied'))
    } catch {
      toast.error(ts('toast.error'), { description: t('copyFailed') })
    }
  }

  const submit = (mode: 'open' | 'revoke') =>
    form.handleSubmit(async (values) => {
      // The browser's local time becomes an absolute moment before it leaves the page.
      const expires = values.expiresAt ? new Date(values.expiresAt).toISOString() : ''
      const result = await setEnrollmentLinkAction({ subjectId, mode, expiresAt: mode === 'open' ? expires : '' })
      if (!result.ok) setServerErrors(form.setError, result.fieldErrors)
      if (!result.ok && !result.error) return
      if (feedback(result)) router.refresh()
    })

  const state = !enabled ? t('stateRevoked') : expired ? t('stateExpired') : expiresAt ? t('stateUntil', { date: new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(new Date(expiresAt)) }) : t('stateOpen')

  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        {state}
      </p>
      <Field id={`link-${subjectId}`} label={t('url')}>
        {(a) => (
          <div className="flex gap-2">
            <Input id={`link-${subjectId}`} readOnly value={url} aria-describedby={a.describedBy} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" onClick={copy} aria-label={t('copyNamed', { name })}>
              {t('copy')}
            </Button>
          </div>
        )}
      </Field>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
      <img src={`/subjects/${subjectId}/qr`} alt={t('qrAlt', { name })} width={192} height={192} className="size-48 rounded border bg-white" />
      <form noValidate className="grid gap-3" onSubmit={submit('open')}>
        <Field id={`expiry-${subjectId}`} label={t('expiry')} hint={t('expiryHint')} error={errorText(form.formState.errors.expiresAt)}>
          {(a) => (
            <Input id={`expiry-${subjectId}`} type="datetime-local" aria-invalid={a.invalid} aria-describedby={a.describedBy} {...form.register('expiresAt')} />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {enabled ? t('update') : t('regenerate')}
          </Button>
          {enabled && (
            <Button type="button" variant="destructive" onClick={submit('revoke')} disabled={form.formState.isSubmitting}>
              {t('revoke')}
            </Button>
          )}
        </div>
      </form>
    </div>
  )
}

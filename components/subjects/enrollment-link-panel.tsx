'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { PendingButton } from '@/components/forms/pending-button'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Field } from '@/components/forms/field'
import { TextField } from '@/components/forms/text-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { useNamedLabel } from '@/components/forms/named-label'
import { setEnrollmentLinkAction } from '@/lib/actions/subjects'
import { announce } from '@/lib/accessibility/announce'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { EnrollmentLinkInput } from '@/lib/validation/subjects'
import { formatDateTime, fromSchoolInput } from '@/lib/i18n/dates'

const resolver = lazyZodResolver<EnrollmentLinkInput>(() =>
  import('@/lib/validation/subjects').then((m) => m.enrollmentLinkSchema),
)

export type EnrollmentLinkProps = {
  subjectId: string
  name: string
  url: string
  enabled: boolean
  expired: boolean
  expiresAt: string | null
}

/** The share link: copy it, show it as a QR code, give it an expiry, revoke or reopen it. */
export function EnrollmentLinkPanel({
  subjectId,
  name,
  url,
  enabled,
  expired,
  expiresAt,
}: EnrollmentLinkProps) {
  const t = useT('subjects.link')
  const ts = useT('status')
  const named = useNamedLabel()
  const form = useForm<EnrollmentLinkInput>({
    resolver,
    defaultValues: { subjectId, mode: 'open', expiresAt: '' },
  })
  const field = useFieldProps(form)
  const save = useFormSubmit(form)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      notify('success', ts('toast.success'), t('copied'))
      announce(t('copied'))
    } catch {
      notify('error', ts('toast.error'), t('copyFailed'))
    }
  }

  const submit = (mode: 'open' | 'revoke') =>
    save((values) => {
      // The school's clock, not the browser's, becomes an absolute moment before it leaves the page.
      const expires = fromSchoolInput(values.expiresAt ?? '')
      return setEnrollmentLinkAction({ subjectId, mode, expiresAt: mode === 'open' ? expires : '' })
    })

  const state = !enabled
    ? t('stateRevoked')
    : expired
      ? t('stateExpired')
      : expiresAt
        ? t('stateUntil', {
            date: formatDateTime(new Date(expiresAt), document.documentElement.lang || 'en'),
          })
        : t('stateOpen')

  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium">
        {state}
      </p>
      <Field id={`link-${subjectId}`} label={t('url')}>
        {(a) => (
          <div className="flex gap-2">
            <Input
              id={`link-${subjectId}`}
              readOnly
              value={url}
              aria-describedby={a.describedBy}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button type="button" onClick={copy} aria-label={named(t('copy'), name)}>
              {t('copy')}
            </Button>
          </div>
        )}
      </Field>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by our own route */}
      <img
        src={`/subjects/${subjectId}/qr`}
        alt={t('qrAlt', { name })}
        width={192}
        height={192}
        className="size-48 rounded border bg-white"
      />
      <form noValidate className="grid gap-3" onSubmit={submit('open')} onFocus={resolver.preload}>
        <TextField
          id={`expiry-${subjectId}`}
          label={t('expiry')}
          hint={`${t('expiryHint')} ${ts('schoolTime')}`}
          type="datetime-local"
          {...field('expiresAt')}
        />
        <div className="flex flex-wrap gap-2">
          <PendingButton type="submit" pending={form.formState.isSubmitting}>
            {enabled ? t('update') : t('regenerate')}
          </PendingButton>
          {enabled && (
            <PendingButton
              type="button"
              variant="destructive"
              onClick={submit('revoke')}
              pending={form.formState.isSubmitting}
            >
              {t('revoke')}
            </PendingButton>
          )}
        </div>
      </form>
    </div>
  )
}

'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { saveEmailPreferencesAction } from '@/lib/actions/email-preferences'
import {
  EMAIL_CADENCES,
  EMAIL_KINDS,
  type EmailPreferencesInput,
} from '@/lib/validation/email-preferences'

/**
 * The person's e-mail choices: for each kind of news a radio group under its legend (at once,
 * daily digest, never), saved together; the saved toast is announced. What is checked is what
 * the queue uses, defaults included (the page reads them from the database).
 */
export function EmailPreferencesForm({ initial }: { initial: EmailPreferencesInput }) {
  const t = useT('emailPreferences')
  const form = useForm<EmailPreferencesInput>({ defaultValues: initial })
  const onSubmit = useFormSubmit(form, () => {
    form.reset(form.getValues())
  })(saveEmailPreferencesAction)
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {EMAIL_KINDS.map((kind) => (
        <fieldset key={kind} className="grid gap-2" aria-describedby={`email-${kind}-hint`}>
          <legend className="font-medium">{t(`kinds.${kind}.label`)}</legend>
          <p id={`email-${kind}-hint`} className="text-sm text-muted-foreground">
            {t(`kinds.${kind}.hint`)}
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {EMAIL_CADENCES.map((cadence) => (
              <label
                key={cadence}
                htmlFor={`email-${kind}-${cadence}`}
                className="inline-flex min-h-11 items-center gap-2"
              >
                <input
                  id={`email-${kind}-${cadence}`}
                  type="radio"
                  value={cadence}
                  className="size-5 shrink-0 accent-primary"
                  {...form.register(kind)}
                />
                {t(`cadences.${cadence}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="text-sm text-muted-foreground">{t('importantNote')}</p>
      <FormSubmitButton form={form} label={t('save')} pendingLabel={t('saving')} />
    </form>
  )
}

'use client'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { PageForm } from '@/components/forms/titled-form'
import { usePageForm } from '@/components/forms/use-page-form'
import { joinSubjectAction } from '@/lib/actions/enrollment'
import { notify } from '@/lib/notify'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { JoinSubjectInput } from '@/lib/validation/enrollment'

const resolver = lazyZodResolver<JoinSubjectInput>(() =>
  import('@/lib/validation/enrollment').then((m) => m.joinSubjectSchema),
)

/** Paste an enrolment link or a subject id; the server enrols the student. */
export function JoinSubjectForm() {
  const t = useT('enroll')
  const router = useRouter()
  const { field, pending, parts } = usePageForm({
    resolver,
    defaultValues: { link: '' },
    action: joinSubjectAction,
    onSuccess: (data) => {
      notify('success', data.title, data.message)
      router.replace('/dashboard')
    },
    onFormError: (message) => notify('error', t('errorTitle'), message),
  })
  return (
    <PageForm {...parts}>
      <TextField
        id="join-link"
        label={t('joinLabel')}
        hint={t('joinHint')}
        autoComplete="off"
        {...field('link')}
      />
      <SubmitButton pending={pending} label={t('join')} pendingLabel={t('enrolling')} />
    </PageForm>
  )
}

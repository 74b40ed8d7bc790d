'use client'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { SelectField, byName } from '@/components/forms/select-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { linkParentAction } from '@/lib/actions/members'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { LinkParentInput } from '@/lib/validation/people'

const resolver = lazyZodResolver<LinkParentInput>(() =>
  import('@/lib/validation/people').then((m) => m.linkParentSchema),
)

/** Link a parent of the school to this student. */
export function LinkParentForm({
  studentId,
  parents,
}: {
  studentId: string
  parents: { id: string; name: string }[]
}) {
  const t = useT('people')
  const form = useForm<LinkParentInput>({ resolver, defaultValues: { studentId, parentId: '' } })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(form, () => form.reset({ studentId, parentId: '' }))(
    linkParentAction,
  )
  return (
    <form
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      noValidate
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        id="link-parent"
        label={t('guardians.parent')}
        empty={t('guardians.chooseParent')}
        options={byName(parents)}
        {...field('parentId')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={t('guardians.link')}
        pendingLabel={t('guardians.linking')}
      />
    </form>
  )
}

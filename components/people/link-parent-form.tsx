'use client'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useActionForm } from '@/components/forms/action-form'
import { SelectField, byName } from '@/components/forms/select-field'
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
  const { field, formProps } = useActionForm({
    resolver,
    defaultValues: { studentId, parentId: '' },
    save: linkParentAction,
    startOver: (saved) => ({ ...saved, parentId: '' }),
  })
  return (
    <ActionForm
      {...formProps}
      label={t('guardians.link')}
      pendingLabel={t('guardians.linking')}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        id="link-parent"
        label={t('guardians.parent')}
        empty={t('guardians.chooseParent')}
        options={byName(parents)}
        {...field('parentId')}
      />
    </ActionForm>
  )
}

'use client'
import { useWatch } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { ActionForm, useActionForm } from '@/components/forms/action-form'
import { SelectField, byName } from '@/components/forms/select-field'
import { TextField } from '@/components/forms/text-field'
import { PersonNameFields } from './person-name-fields'
import { inviteMemberAction } from '@/lib/actions/people'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { InviteInput } from '@/lib/validation/people'

const resolver = lazyZodResolver<InviteInput>(() =>
  import('@/lib/validation/people').then((m) => m.inviteSchema),
)

type Option = { id: string; name: string }

const ROLES = ['teacher', 'student', 'parent'] as const

/** Invite one person by e-mail: their role, name, and for a student the grade and class, for a parent the child. */
export function InviteForm({
  classes,
  students,
  onDone,
}: {
  classes: Option[]
  students: Option[]
  onDone: () => void
}) {
  const t = useT('people')
  const tr = useT('roles')
  const { form, field, formProps } = useActionForm({
    resolver,
    defaultValues: {
      email: '',
      role: 'teacher',
      firstName: '',
      lastName: '',
      gradeLevel: '',
      classId: '',
      childId: '',
    },
    onDone,
    save: inviteMemberAction,
  })
  const role = useWatch({ control: form.control, name: 'role' })
  return (
    <ActionForm {...formProps} label={t('invite.send')} pendingLabel={t('invite.sending')}>
      <TextField
        id="invite-email"
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        {...field('email')}
      />
      <SelectField
        id="invite-role"
        label={t('fields.role')}
        empty={t('fields.chooseRole')}
        options={ROLES.map((r) => ({ value: r, label: tr(`${r}.name`) }))}
        {...field('role')}
      />
      <PersonNameFields idPrefix="invite" own={false} field={field} t={t} />
      {role === 'student' && (
        <>
          <TextField
            id="invite-grade"
            label={t('fields.grade')}
            inputMode="numeric"
            {...field('gradeLevel')}
          />
          <SelectField
            id="invite-class"
            label={t('fields.class')}
            empty={t('fields.noClass')}
            options={byName(classes)}
            {...field('classId')}
          />
        </>
      )}
      {role === 'parent' && (
        <SelectField
          id="invite-child"
          label={t('fields.child')}
          hint={t('fields.childHint')}
          empty={t('fields.noChild')}
          options={byName(students)}
          {...field('childId')}
        />
      )}
    </ActionForm>
  )
}

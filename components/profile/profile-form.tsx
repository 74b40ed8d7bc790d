'use client'
import { useState } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FormSubmitButton } from '@/components/forms/form-submit-button'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { Alert } from '@/components/ui/alert'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { saveProfileAction, type ProfileDialogData } from '@/lib/actions/profile'
import { PROFILE_TABS, type ProfileTab } from '@/lib/profile/options'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { ProfileInput } from '@/lib/validation/profile'
import { BasicTab } from './basic-tab'
import { MedicalTab } from './medical-tab'
import { PreferencesTab } from './preferences-tab'
import { AccommodationsTab, DisabilityTab, SupportTab } from './support-tabs'
import type { ProfileFormContext } from './form-context'

const resolver = lazyZodResolver<ProfileInput>(() =>
  import('@/lib/validation/profile').then((m) => m.profileSchema),
)

/** Which tab holds each top-level field, so an error on a hidden tab brings that tab forward. */
const TAB_OF: Record<keyof ProfileInput, ProfileTab> = {
  profileId: 'basic',
  firstName: 'basic',
  lastName: 'basic',
  schoolName: 'basic',
  dateOfBirth: 'basic',
  gender: 'basic',
  phoneNumber: 'basic',
  gradeLevel: 'basic',
  address: 'basic',
  guardianName: 'basic',
  guardianEmail: 'basic',
  guardianPhone: 'basic',
  parentEmail: 'basic',
  emergencyContacts: 'basic',
  disabilities: 'disability',
  disabilityDetails: 'disability',
  medicalInformation: 'medical',
  iepStatus: 'medical',
  accommodationsNeeded: 'accommodations',
  assistiveTechnology: 'accommodations',
  supportServices: 'support',
  learningPreferences: 'preferences',
  accessibilityPreferences: 'preferences',
  communicationPreferences: 'preferences',
  notes: 'preferences',
}

function firstErrorTab(errors: FieldErrors<ProfileInput>): ProfileTab | null {
  const fields = Object.keys(errors) as (keyof ProfileInput)[]
  const tabs = new Set(fields.map((field) => TAB_OF[field]).filter(Boolean))
  return PROFILE_TABS.find((tab) => tabs.has(tab)) ?? null
}

/**
 * The six tabs of the profile dialog in one form: every panel stays mounted (hidden when not
 * chosen) so nothing typed is lost between tabs, and one 'Save Changes' saves them all.
 */
export function ProfileForm({
  data,
  callerRole,
  own,
  onDone,
}: {
  data: ProfileDialogData
  callerRole: string
  own: boolean
  onDone: () => void
}) {
  const t = useT('profile')
  const [tab, setTab] = useState<ProfileTab>('basic')
  const form = useForm<ProfileInput>({
    resolver,
    defaultValues: data.values,
    shouldFocusError: false,
  })
  const onSubmit = useFormSubmit(form, onDone)(saveProfileAction)

  // After a submit with errors (the browser's or the server's): show the first tab that has
  // one and focus its first invalid field; the error itself is announced by its role="alert".
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    await onSubmit(event)
    const target = firstErrorTab(form.formState.errors)
    if (!target) return
    setTab(target)
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`#profile-panel-${target} [aria-invalid="true"]`)?.focus()
    })
  }

  const ctx: ProfileFormContext = {
    form,
    isStudent: data.role === 'student',
    isPrincipal: data.role === 'principal',
    own,
    callerRole,
    email: data.email,
    schoolName: data.schoolName,
    iepDocumentPath: data.iepDocumentPath,
    avatarPath: data.avatarPath,
  }
  const panels: Record<ProfileTab, React.ReactNode> = {
    basic: <BasicTab ctx={ctx} />,
    disability: <DisabilityTab />,
    medical: <MedicalTab ctx={ctx} />,
    accommodations: <AccommodationsTab />,
    support: <SupportTab />,
    preferences: <PreferencesTab ctx={ctx} />,
  }

  return (
    // The fields of every tab find the form here (profile-field.tsx).
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={resolver.preload}
        noValidate
        className="grid gap-4"
      >
        {data.state !== 'ok' && (
          <Alert variant="warning" role="status">
            {data.state === 'partial' ? t('loadWarning') : t('loadNotice')}
          </Alert>
        )}
        <Tabs value={tab} onValueChange={(value) => setTab(value as ProfileTab)}>
          <TabsList aria-label={t('tabsLabel')}>
            {PROFILE_TABS.map((name) => (
              <TabsTrigger
                key={name}
                value={name}
                id={`profile-tab-${name}`}
                aria-controls={`profile-panel-${name}`}
              >
                {t(`tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="max-h-[70vh] overflow-y-auto pr-2" data-testid="profile-scroll">
            {PROFILE_TABS.map((name) => (
              <TabsContent
                key={name}
                value={name}
                forceMount
                id={`profile-panel-${name}`}
                aria-labelledby={`profile-tab-${name}`}
                className="grid gap-6 py-2"
              >
                {panels[name]}
              </TabsContent>
            ))}
          </div>
        </Tabs>
        <div className="flex justify-end">
          <FormSubmitButton form={form} label={t('saveChanges')} pendingLabel={t('saving')} />
        </div>
      </form>
    </FormProvider>
  )
}

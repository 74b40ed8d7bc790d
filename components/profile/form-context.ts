import type { UseFormReturn } from 'react-hook-form'
import type { ProfileInput } from '@/lib/validation/profile'

/** What every tab of the profile form needs: the form and who is being edited by whom. */
export type ProfileFormContext = {
  form: UseFormReturn<ProfileInput>
  /** The profile being edited is a student's (grade, guardian card, parent e-mail, IEP). */
  isStudent: boolean
  /** The profile being edited is a principal's (school name). */
  isPrincipal: boolean
  /** The caller edits their own profile. */
  own: boolean
  callerRole: string
  email: string
  schoolName: string
  iepDocumentPath: string | null
  /** The current profile picture (the owner changes it in the dialog as it is uploaded). */
  avatarPath: string | null
}

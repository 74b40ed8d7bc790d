/**
 * The columns of `profile_sensitive` that hold a person's sensitive details (all but its key and
 * timestamps). The database logs a read of each under the column's name, so the access log
 * names them, and the RLS tests check that exactly these are readable and logged.
 */
export const SENSITIVE_FIELDS = [
  'date_of_birth',
  'gender',
  'phone_number',
  'address',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'parent_email',
  'emergency_contacts',
  'disability_details',
  'medical_information',
  'iep_document_path',
  'notes',
] as const

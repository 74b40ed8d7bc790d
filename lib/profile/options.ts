// The fixed choices of the profile dialog. Plain lists (no zod), so the form can show them
// without loading the schema; lib/validation/profile.ts checks the same lists.

export const GENDERS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const
export const DISABILITIES = [
  'visual_impairment',
  'hearing_impairment',
  'physical_disability',
  'cognitive_disability',
  'learning_disability',
  'autism_spectrum',
  'adhd',
  'speech_language_disorder',
  'emotional_behavioral_disorder',
  'multiple_disabilities',
  'traumatic_brain_injury',
  'other',
] as const
export const SEVERITIES = ['mild', 'moderate', 'severe', 'profound'] as const
export const ACCOMMODATIONS = [
  'extended_time',
  'reduced_distractions',
  'large_print',
  'screen_reader',
  'sign_language_interpreter',
  'note_taker',
  'alternative_format',
  'assistive_technology',
  'frequent_breaks',
  'preferential_seating',
  'modified_assignments',
  'oral_testing',
  'calculator_allowed',
  'spell_check_allowed',
] as const
export const SUPPORT_SERVICES = [
  'speech_therapy',
  'occupational_therapy',
  'physical_therapy',
  'counseling',
  'tutoring',
  'behavioral_support',
  'mobility_assistance',
  'communication_assistance',
  'academic_coaching',
  'social_skills_training',
  'transition_services',
] as const
export const LEARNING_STYLES = ['visual', 'auditory', 'kinesthetic', 'mixed'] as const
export const COMMUNICATION_METHODS = [
  'verbal',
  'written',
  'sign_language',
  'technology_assisted',
] as const
export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const
export const LANGUAGES = ['english', 'finnish', 'swedish', 'other'] as const
export const PARENTAL_COMMUNICATION = ['email', 'phone', 'text', 'in_person'] as const
export const GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const

/** Each fixed list by the group its codes are worded in (`profile.options.<group>.<code>`). */
export const CHOICE_LISTS = {
  gender: GENDERS,
  disability: DISABILITIES,
  severity: SEVERITIES,
  accommodation: ACCOMMODATIONS,
  support: SUPPORT_SERVICES,
  learningStyle: LEARNING_STYLES,
  communicationMethod: COMMUNICATION_METHODS,
  fontSize: FONT_SIZES,
  language: LANGUAGES,
  parental: PARENTAL_COMMUNICATION,
} as const

export const ACCESSIBILITY_FLAGS = [
  'highContrast',
  'screenReader',
  'voiceCommands',
  'subtitles',
] as const

/** The six tabs of the dialog, in order. */
export const PROFILE_TABS = [
  'basic',
  'disability',
  'medical',
  'accommodations',
  'support',
  'preferences',
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** At most this many emergency contacts. */
export const MAX_CONTACTS = 5

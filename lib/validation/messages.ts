import type { KeyIn } from '@/lib/i18n/message-keys'

/**
 * The error messages of every schema: keys of the `validation` messages namespace
 * (messages/en.json, messages/fi.json), grouped by feature. lib/actions/define-action.ts
 * translates `validation.<key>` on the server and components/forms/use-field-errors.ts
 * translates the same key in the browser, so one schema speaks both languages.
 */
export const M = {
  required: 'required',
  invalid: 'invalid',
  tooLong: 'tooLong',
  invalidId: 'invalidId',
  invalidDate: 'invalidDate',
  nameRequired: 'nameRequired',
  invalidEmail: 'account.invalidEmail',
  emailRequired: 'account.emailRequired',
  passwordRequired: 'account.passwordRequired',
  passwordMin: 'account.passwordMin',
  firstNameRequired: 'account.firstNameRequired',
  lastNameRequired: 'account.lastNameRequired',
  schoolNameRequired: 'account.schoolNameRequired',
  roleRequired: 'account.roleRequired',
  codeFormat: 'account.codeFormat',
  gradeRange: 'classes.gradeRange',
  chooseTeacher: 'classes.chooseTeacher',
  classNameTaken: 'classes.nameTaken',
  chooseClass: 'subjects.chooseClass',
  expiryInPast: 'subjects.expiryInPast',
  subjectNameTaken: 'subjects.nameTaken',
  chooseParent: 'people.chooseParent',
  titleRequired: 'assignments.titleRequired',
  chooseSubject: 'assignments.chooseSubject',
  dueRequired: 'assignments.dueRequired',
  dueInPast: 'assignments.dueInPast',
  maxScoreRange: 'assignments.maxScoreRange',
  scoreRequired: 'grading.scoreRequired',
  scoreMin: 'grading.scoreMin',
  scoreAboveMax: 'grading.scoreAboveMax',
  answerRequired: 'submissions.answerRequired',
  invalidLink: 'enrollment.invalidLink',
  contactNameRequired: 'profile.contactNameRequired',
  schoolNameShort: 'profile.schoolNameShort',
  contactRelationshipRequired: 'profile.contactRelationshipRequired',
  contactPhoneRequired: 'profile.contactPhoneRequired',
  tooMany: 'profile.tooMany',
  videoTitleRequired: 'videos.titleRequired',
  httpsUrl: 'videos.httpsUrl',
  videoType: 'videos.videoType',
  videoFileRequired: 'videos.videoFileRequired',
  videoTooLarge: 'videos.videoTooLarge',
  captionLanguage: 'videos.captionLanguage',
  captionsRequired: 'videos.captionsRequired',
} as const satisfies Record<string, KeyIn<'validation'>>

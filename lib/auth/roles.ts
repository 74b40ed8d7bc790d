export const ROLES = ['principal', 'teacher', 'student', 'parent'] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Principals and teachers: the school's staff, who see its classes and students. */
export function isStaff(role: Role): boolean {
  return role === 'principal' || role === 'teacher'
}

/** Roles that may be chosen on the public registration form. */
export const REGISTRATION_ROLES = [
  'principal',
  'teacher',
  'student',
  'parent',
] as const satisfies readonly Role[]

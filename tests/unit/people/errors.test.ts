import { describe, expect, it } from 'vitest'
import { describeAuthError, nameTakenOr } from '@/lib/actions/errors'
import { invitationRefusal } from '@/lib/actions/invitation-errors'

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key

describe('membership refusals in the user language', () => {
  it('a principal naming an existing school is told to ask for an invitation; other refusals too', () => {
    expect(
      describeAuthError(
        { message: 'School already exists: ask its principal to invite you' },
        'registrationFailed',
      ),
    ).toEqual({ key: 'schoolExists' })
    expect(
      describeAuthError({ message: 'Unknown school: Nowhere High' }, 'registrationFailed'),
    ).toEqual({ key: 'unknownSchool' })
    expect(
      describeAuthError(
        { message: 'The invitation is invalid, expired or for another e-mail address.' },
        'registrationFailed',
      ),
    ).toEqual({ key: 'invitationInvalid' })
  })

  it("invite_member's coded refusals land on their fields; anything else is the usual sentence", () => {
    expect(invitationRefusal(t, { code: '23505', message: 'already_registered: a@b.fi' })).toEqual({
      ok: false,
      fieldErrors: { email: 'people.errors.alreadyRegistered' },
    })
    expect(invitationRefusal(t, { code: '22023', message: 'unknown_child' })).toEqual({
      ok: false,
      fieldErrors: { childId: 'people.errors.unknownChild' },
    })
    expect(
      invitationRefusal(t, {
        code: '42501',
        message: 'Only an active principal can invite people',
      }),
    ).toEqual({ ok: false, error: 'status.errors.forbidden' })
  })

  it('a duplicate name goes on the name field, other failures stay a sentence', () => {
    expect(
      nameTakenOr(t, { code: '23505', message: 'duplicate key' }, 'classes.nameTaken'),
    ).toEqual({ ok: false, fieldErrors: { name: 'validation.classes.nameTaken' } })
    expect(nameTakenOr(t, { code: '42501' }, 'classes.nameTaken')).toEqual({
      ok: false,
      error: 'status.errors.forbidden',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { describeAuthError } from '@/lib/actions/errors'

describe('auth error text', () => {
  it('translates known codes, shows other server messages, falls back when there is none', () => {
    expect(
      describeAuthError(
        { code: 'invalid_credentials', message: 'Invalid login credentials' },
        'loginFailed',
      ),
    ).toEqual({ key: 'invalidCredentials' })
    expect(
      describeAuthError({ message: 'School "X" does not exist' }, 'registrationFailed'),
    ).toEqual({ raw: 'School "X" does not exist' })
    expect(describeAuthError({ message: '' }, 'loginFailed')).toEqual({ key: 'loginFailed' })
    expect(describeAuthError({ message: '{}' }, 'loginFailed')).toEqual({ key: 'loginFailed' })
    expect(describeAuthError(null, 'logoutFailed')).toEqual({ key: 'logoutFailed' })
  })
})

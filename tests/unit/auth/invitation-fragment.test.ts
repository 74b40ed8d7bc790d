import vm from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { stashInvitationFragmentScript, takeInvitationTokens } from '@/lib/auth/invitation-fragment'

/** A window with just the address and the history's replaceState, as the head script sees it. */
function fakeWindow(href: string) {
  const url = new URL(href)
  const replaced: string[] = []
  const win: Record<string, unknown> = {
    location: {
      get pathname() {
        return url.pathname
      },
      get search() {
        return url.search
      },
      get hash() {
        return url.hash
      },
    },
    history: {
      replaceState: (_state: unknown, _title: string, next: string) => {
        replaced.push(next)
        const moved = new URL(next, url)
        url.hash = moved.hash
        url.search = moved.search
      },
    },
  }
  win.window = win
  return { win, url, replaced }
}

const runHeadScript = (win: Record<string, unknown>) =>
  vm.runInNewContext(stashInvitationFragmentScript, win)

describe('the invitation fragment', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('leaves the address of the accept page before the app starts, and is read once', () => {
    const { win, url, replaced } = fakeWindow(
      'http://school.test/auth/accept#access_token=aaaaaaaaaaaaaaaaaaaaaaaa&refresh_token=r1&type=invite',
    )
    runHeadScript(win)
    expect(url.href).toBe('http://school.test/auth/accept')
    expect(replaced).toEqual(['/auth/accept'])

    ;(globalThis as { window?: unknown }).window = win
    expect(takeInvitationTokens()).toEqual({
      accessToken: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      refreshToken: 'r1',
    })
    expect(takeInvitationTokens()).toBeNull()
  })

  it('a used or expired link (an error fragment) leaves the address too and gives no tokens', () => {
    const { win, url } = fakeWindow(
      'http://school.test/auth/accept#error=access_denied&error_code=otp_expired',
    )
    runHeadScript(win)
    expect(url.hash).toBe('')
    ;(globalThis as { window?: unknown }).window = win
    expect(takeInvitationTokens()).toBeNull()
  })

  it('touches no other page', () => {
    const { win, url, replaced } = fakeWindow(
      'http://school.test/classes#access_token=a&refresh_token=b',
    )
    runHeadScript(win)
    expect(url.hash).toBe('#access_token=a&refresh_token=b')
    expect(replaced).toEqual([])
  })

  it('reads and removes a fragment still in the address when the page was reached without a full load', () => {
    const { win, url } = fakeWindow(
      'http://school.test/auth/accept?from=mail#access_token=t&refresh_token=r',
    )
    ;(globalThis as { window?: unknown }).window = win
    expect(takeInvitationTokens()).toEqual({ accessToken: 't', refreshToken: 'r' })
    expect(url.href).toBe('http://school.test/auth/accept?from=mail')
  })
})

/**
 * An invitation link signs the invited person in through the address's fragment
 * (`#access_token=…&refresh_token=…`, or `#error=…` for a used or expired link). The fragment
 * must leave the address before the app's router starts: the router keeps its own copy of the
 * address and writes it back as it settles, which put the tokens back in the address (and in
 * the history) after the page had removed them. So a small script in the document's head, which
 * runs before any of the app's code, moves the fragment of the accept page into a variable of
 * the window and takes it out of the address; the accept page then reads it from there once.
 */
export const ACCEPT_PATH = '/auth/accept'

const STASH = '__oppiInvitationFragment'

/** The head script's source: plain ES5, no imports, nothing but the accept page is touched. */
export const stashInvitationFragmentScript =
  `(function(){var l=window.location;if(l.pathname===${JSON.stringify(ACCEPT_PATH)}&&l.hash.length>1){` +
  `window[${JSON.stringify(STASH)}]=l.hash.slice(1);window.history.replaceState(null,'',l.pathname+l.search)}})()`

type WithStash = Window & { [STASH]?: string }

/**
 * The session the invitation link carried, or null (used, expired, or none). Read once: the
 * stash is emptied, and a fragment still in the address (the page reached without a full load)
 * is read and removed as well.
 */
export function takeInvitationTokens(): { accessToken: string; refreshToken: string } | null {
  const win = window as WithStash
  const fragment = win[STASH] ?? window.location.hash.replace(/^#/, '')
  delete win[STASH]
  if (window.location.hash)
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
  const params = new URLSearchParams(fragment)
  const accessToken = params.get('access_token')
  const refreshToken = params.get('refresh_token')
  return accessToken && refreshToken ? { accessToken, refreshToken } : null
}

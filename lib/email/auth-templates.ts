import { escape, page, translators, type Locale, type Rendered } from './page'

/**
 * The auth server's e-mails (queued by public.send_email_hook, in the e-mail migration)
 * in Oppi's words and the reader's language. Each has a link and a code where GoTrue's own
 * e-mail has them: the link goes to Oppi's confirm route (/auth/confirm with token_hash and
 * type, which verifies the token and signs the person in) when the request asked to come back
 * there, and otherwise through the auth server's /verify as GoTrue's own link does, because
 * pages like the invitation's accept page take the session GoTrue hands over in the fragment.
 * A reauthentication has only a code.
 */
export type AuthAction =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication'

type AuthMailData = {
  action?: string
  token?: string
  token_hash?: string
  redirect_to?: string
  site_url?: string
  new_email?: string
}

const CONFIRM_PATH = '/auth/confirm'

/** GoTrue's 'email' (a code sign-in) reads as the magic link it also is. */
export function authAction(action: string | undefined): AuthAction {
  if (action === 'email' || !action) return 'magiclink'
  return action as AuthAction
}

/** The redirect as a URL when it is a page of Oppi's own site (its origin), else null. */
function onSite(redirectTo: string, siteUrl: string): URL | null {
  try {
    const target = new URL(redirectTo)
    return target.origin === new URL(siteUrl).origin ? target : null
  } catch {
    return null
  }
}

/**
 * Where the e-mail's link goes, or null when the e-mail has only a code. The token hash goes
 * straight into the link only on Oppi's own site: the auth server's allow-list also lets
 * through other schemes on the site's host and any port of a loopback address (RFC 8252),
 * which anyone may name for anyone's reset, and an e-mail must not carry someone's token to
 * `javascript:` or another port. Everything else goes through /verify, as GoTrue's own link.
 */
export function authLink(data: AuthMailData, urls: { siteUrl: string; apiUrl?: string }) {
  const action = authAction(data.action)
  if (action === 'reauthentication' || !data.token_hash) return null
  const redirectTo = data.redirect_to || urls.siteUrl
  const target = onSite(redirectTo, urls.siteUrl)
  if (target?.pathname === CONFIRM_PATH) {
    target.searchParams.set('token_hash', data.token_hash)
    target.searchParams.set('type', action)
    return target.toString()
  }
  const api = (urls.apiUrl || data.site_url || urls.siteUrl).replace(/\/$/, '')
  return (
    `${api}/auth/v1/verify?token=${encodeURIComponent(data.token_hash)}` +
    `&type=${action}&redirect_to=${encodeURIComponent(redirectTo)}`
  )
}

export function renderAuthEmail(
  locale: Locale,
  raw: Record<string, unknown>,
  urls: { siteUrl: string; apiUrl?: string },
): Rendered {
  const data = raw as AuthMailData
  const { email: t } = translators(locale)
  const action = authAction(data.action)
  const key = (name: string) => `auth.${action}.${name}`
  const subject = t(key('subject'))
  const intro = t(key('intro'), { newEmail: data.new_email ?? '' })
  const link = authLink(data, urls)
  const code = data.token ?? ''
  const ignore = t('auth.ignore')
  const footer = t('auth.footer')
  const text = [
    subject,
    intro,
    link ? `${t(key('action'))}: ${link}` : null,
    code ? (link ? `${t('auth.codeInstead')}\n${code}` : t('auth.code', { code })) : null,
    ignore,
    `-- \n${footer}`,
  ]
    .filter((part) => part !== null)
    .join('\n\n')
  const html = page(
    locale,
    subject,
    [
      `<h1 style="font-size: 1.3em;">${escape(subject)}</h1>`,
      `<p>${escape(intro)}</p>`,
      link ? `<p><a href="${escape(link)}">${escape(t(key('action')))}</a></p>` : null,
      code && link
        ? `<p>${escape(t('auth.codeInstead'))} <strong>${escape(code)}</strong></p>`
        : null,
      code && !link ? `<p><strong>${escape(t('auth.code', { code }))}</strong></p>` : null,
      `<p>${escape(ignore)}</p>`,
      '<hr>',
      `<p style="font-size: 0.9em;">${escape(footer)}</p>`,
    ]
      .filter((part) => part !== null)
      .join('\n'),
  )
  return { subject, text: `${text}\n`, html }
}

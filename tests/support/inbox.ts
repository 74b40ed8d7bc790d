/**
 * The one reader of the test inboxes: every test backend (scripts/e2e-backend.ts, the
 * integration servers) runs a MailDev (scripts/dev-mail.ts) that the e-mail worker drains the
 * queue into, and the tests read the auth e-mails there, over MailDev's HTTP API, as they
 * were sent: subject, plain text and HTML, with the link and the code a person would use.
 * Plain TypeScript, so that Playwright's and Vitest's helpers can both wrap it.
 */
export type InboxMail = {
  to: string
  subject: string
  /** The auth e-mail's action (signup, invite, magiclink, recovery, email_change, reauthentication), or Oppi's template. */
  kind: string
  /** The link in the e-mail ('' when it has none). */
  link: string
  /** Where the link lands in the app once the token is checked ('' without a link). */
  landing: string
  /** The token hash the link carries. */
  token_hash: string
  /** The 6-digit code in the e-mail ('' when it has none). */
  otp: string
  text: string
  html: string
  language: string
  sent_at: string
}

type MailDevMail = {
  subject: string
  text?: string
  html?: string
  time: string
  to: { address: string }[]
  headers: Record<string, string>
}

export type InboxServer = { inboxUrl: string; apiUrl: string; serviceKey: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether an auth e-mail to the address is still queued or being sent (public.auth_email_pending). */
async function pending(server: InboxServer, address: string): Promise<boolean> {
  const res = await fetch(`${server.apiUrl}/rest/v1/rpc/auth_email_pending`, {
    method: 'POST',
    headers: {
      apikey: server.serviceKey,
      Authorization: `Bearer ${server.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ p_address: address }),
  })
  if (!res.ok) throw new Error(`auth_email_pending: ${res.status} ${await res.text()}`)
  return (await res.json()) === true
}

function parse(mail: MailDevMail): InboxMail {
  const text = mail.text ?? ''
  const template = mail.headers['x-oppi-template'] ?? ''
  const link =
    text
      .match(/https?:\/\/\S+/g)
      ?.find((url) => url.includes('token_hash=') || url.includes('/auth/v1/verify?')) ?? ''
  const url = link ? new URL(link) : null
  let landing = ''
  if (url?.searchParams.has('token_hash')) {
    const back = new URL(url)
    back.searchParams.delete('token_hash')
    back.searchParams.delete('type')
    landing = back.toString()
  } else if (url) {
    landing = url.searchParams.get('redirect_to') ?? ''
  }
  return {
    to: mail.to[0]?.address.toLowerCase() ?? '',
    subject: mail.subject,
    kind: template.replace(/^auth\//, ''),
    link,
    landing,
    token_hash: url?.searchParams.get('token_hash') ?? url?.searchParams.get('token') ?? '',
    otp: /(?:^|\s)(\d{6})\s*$/m.exec(text)?.[1] ?? '',
    text,
    html: mail.html ?? '',
    language: mail.headers['content-language'] ?? '',
    sent_at: mail.time,
  }
}

/**
 * The e-mails the inbox holds for `address`, newest first, once none to it is still on its way
 * (so a mail the request just queued is there). Oppi's other e-mails are included only when
 * `all` is set.
 */
export async function inboxMails(
  server: InboxServer,
  address: string,
  opts: { all?: boolean; timeoutMs?: number } = {},
): Promise<InboxMail[]> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000)
  while (await pending(server, address)) {
    if (Date.now() > deadline) throw new Error(`the e-mail to ${address} was not sent in time`)
    await sleep(100)
  }
  const res = await fetch(`${server.inboxUrl}/api/email`)
  if (!res.ok) throw new Error(`inbox: ${res.status}`)
  const mails = ((await res.json()) as MailDevMail[])
    .filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
    .map(parse)
    .filter((m) => opts.all || (m.kind !== '' && !['notification', 'digest'].includes(m.kind)))
  return mails.reverse()
}

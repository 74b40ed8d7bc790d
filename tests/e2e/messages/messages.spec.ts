import { createHash } from 'node:crypto'
import { expect, test } from '../support/test'
import {
  activate,
  API_URL,
  backendToken,
  chooseOption,
  expectNoAxeViolations,
  markPage,
  notReloaded,
  restRows,
  signedInPage,
  tabTo,
  typeInto,
  unique,
  USERS,
  type Locale,
} from '../support'

/**
 * Messages between home and school, two people at once, in English and in Finnish: Matti
 * (teacher of 5A) writes to all guardians of 5A by keyboard alone, in the page's language; Liisa (Aino's mother) sees it arrive without a reload and
 * replies; Matti sees her read it and her reply live. A guardian of another class sees nothing,
 * through the page or rest/v1; a student cannot write while the school has messages between
 * students and staff turned off. axe on the inbox, the composer and a thread in English and
 * Finnish. Serial: the Finnish checks read the thread the English flow wrote.
 */
test.describe.configure({ mode: 'serial' })

/** What each step reads and writes, in each language (the thread is written in it too). */
const words = {
  en: {
    subject: unique('Retki'),
    body: 'We leave for the museum at 9:00 from the school yard.',
    reply: 'Aino will bring a packed lunch.',
    file: 'lunch-note.txt',
    to: 'To',
    classGuardians: 'Guardians of a class',
    klass: 'Class',
    subjectField: 'Subject',
    message: 'Message',
    send: 'Send',
    readBy: (read: number | string, total: number | string) => `Read by ${read} of ${total}`,
    unread: (subject: string) => `Unread: ${subject}`,
    menu: /^Messages\W+\d+ unread$/,
    wrote: (name: string) => `${name} wrote`,
    readAloud: 'Read aloud: the message from Matti Korhonen',
    toSender: 'Your reply goes to Matti Korhonen only.',
    yourReply: 'Your reply',
    chooseFile: 'File to attach',
    attach: 'Attach file',
    download: (name: string) => `Download ${name}`,
    bytes: 'B',
    attachments: 'Attachments',
    sendReply: 'Send reply',
    onlyYouAnd: 'Only you and Liisa Mäkinen',
  },
  fi: {
    subject: unique('Museoretki'),
    body: 'Lähdemme museoon kello 9.00 koulun pihalta. Ottakaa eväät mukaan.',
    reply: 'Aino ottaa eväät mukaan, kiitos tiedosta.',
    file: 'evaslista.txt',
    to: 'Vastaanottaja',
    classGuardians: 'Luokan huoltajat',
    klass: 'Luokka',
    subjectField: 'Otsikko',
    message: 'Viesti',
    send: 'Lähetä',
    readBy: (read: number | string, total: number | string) => `Lukenut ${read}/${total}`,
    unread: (subject: string) => `Lukematon: ${subject}`,
    menu: /^Viestit\W+\d+ lukemato(n|nta)$/,
    wrote: (name: string) => `${name} kirjoitti`,
    readAloud: 'Lue ääneen: viesti lähettäjältä Matti Korhonen',
    toSender: 'Vastauksesi menee vain henkilölle Matti Korhonen.',
    yourReply: 'Vastauksesi',
    chooseFile: 'Liitettävä tiedosto',
    attach: 'Liitä tiedosto',
    download: (name: string) => `Lataa ${name}`,
    bytes: 't',
    attachments: 'Liitteet',
    sendReply: 'Lähetä vastaus',
    onlyYouAnd: 'Vain sinä ja Liisa Mäkinen',
  },
} as const
const { subject } = words.en
let threadId = ''
/** Matti Korhonen, teacher@demo (supabase/seed.sql). */
const MATTI = '00000000-0000-4000-8000-000000000002'
/** Liisa Mäkinen, parent@demo, Aino's mother. */
const LIISA = '00000000-0000-4000-8000-000000000007'

/** The seed's parent01…parent09 (supabase/seed.sql names their ids after md5). */
const seedParent = (i: number) => {
  const hex = createHash('md5').update(`oppi-demo-parent-${i}`).digest('hex')
  return {
    email: `parent${String(i).padStart(2, '0')}@demo.oppi.test`,
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  }
}

for (const locale of ['en', 'fi'] as const satisfies Locale[]) {
  test(`${locale}: a teacher writes to the guardians of 5A; the parent reads and replies, both live`, async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const w = words[locale]
    const { subject, body, reply } = w
    const [teacher, parent] = await Promise.all([
      signedInPage(browser, USERS.teacher, locale),
      signedInPage(browser, USERS.parent, locale),
    ])
    await parent.goto('/messages')
    await markPage(parent)

    // Matti writes by keyboard alone.
    await teacher.goto('/messages/new')
    await expectNoAxeViolations(teacher)
    await chooseOption(teacher, teacher.getByLabel(w.to, { exact: true }), w.classGuardians)
    await chooseOption(teacher, teacher.getByLabel(w.klass, { exact: true }), '5A')
    await typeInto(teacher, teacher.getByLabel(w.subjectField, { exact: true }), subject)
    await typeInto(teacher, teacher.getByLabel(w.message, { exact: true }), body)
    await activate(teacher, teacher.getByRole('button', { name: w.send, exact: true }))
    await expect(teacher).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
    if (locale === 'en') threadId = teacher.url().split('/').pop()!
    await expect(teacher.getByRole('heading', { level: 1, name: subject })).toBeVisible()
    const receipt = teacher.getByTestId('read-receipt')
    await expect(receipt).toHaveText(new RegExp(`^${w.readBy(0, '(\\d+)')}$`))
    const total = Number((await receipt.textContent())!.match(/(\d+)$/)![1])
    await markPage(teacher)
    await expectNoAxeViolations(teacher)

    // Liisa's open inbox shows it, unread, without a reload; the menu counts it.
    const item = parent.getByRole('link', { name: w.unread(subject) })
    await expect(item).toBeVisible()
    expect(await notReloaded(parent)).toBe(true)
    await expect(parent.getByRole('link', { name: w.menu })).toBeVisible()
    await expectNoAxeViolations(parent)
    await activate(parent, item)
    await expect(parent.getByRole('heading', { level: 1, name: subject })).toBeVisible()
    await expect(parent.getByRole('heading', { name: w.wrote('Matti Korhonen') })).toBeVisible()
    await expect(parent.getByText(body)).toHaveAttribute('lang', locale)
    await expect(parent.getByRole('button', { name: w.readAloud })).toBeVisible()
    // The reply goes to Matti only, and the box says so before it is written.
    await expect(parent.getByText(w.toSender)).toBeVisible()
    await expectNoAxeViolations(parent)

    // Matti sees her read it, then her reply, on the page he has not reloaded.
    await expect(receipt).toHaveText(w.readBy(1, total))
    await typeInto(parent, parent.getByLabel(w.yourReply), reply)
    // A file goes with it: uploaded first to her own folder of message-files.
    await parent.getByLabel(w.chooseFile).setInputFiles({
      name: w.file,
      mimeType: 'text/plain',
      buffer: Buffer.from('Packed lunch, no nuts.'),
    })
    await activate(parent, parent.getByRole('button', { name: w.attach }))
    await expect(parent.getByRole('link', { name: w.download(w.file) })).toBeVisible()
    await activate(parent, parent.getByRole('button', { name: w.sendReply }))
    await expect(parent.getByText(reply)).toBeVisible()
    await expect(teacher.getByText(reply)).toBeVisible()
    // Matti reads the file through the app's /files route (the bucket's policy decides). The
    // message's files are a named group, not a region: a thread adds no landmark per message.
    // Its link says the file's type and size (read with the message, not asked for apart).
    const files = teacher.getByRole('article', { name: w.wrote('Liisa Mäkinen') })
    await expect(files.getByRole('region')).toHaveCount(0)
    const file = files
      .getByRole('group', { name: w.attachments })
      .getByRole('link', { name: `${w.download(w.file)} (TXT, 22 ${w.bytes})`, exact: true })
    const href = await file.getAttribute('href')
    const download = await teacher.request.get(href!)
    expect(download.status()).toBe(200)
    expect(await download.text()).toBe('Packed lunch, no nuts.')
    await expect(teacher.getByRole('heading', { name: w.wrote('Liisa Mäkinen') })).toBeVisible()
    await expect(teacher.getByText(w.onlyYouAnd)).toBeVisible()
    expect(await notReloaded(teacher)).toBe(true)
    await Promise.all([teacher.context().close(), parent.context().close()])
  })
}

test('a guardian of another class sees nothing of it, by the page or by rest/v1', async ({
  browser,
}) => {
  const participants = await restRows(
    USERS.teacher,
    `message_participants?select=profile_id&thread_id=eq.${threadId}`,
  )
  const inThread = new Set(participants.map((p) => p.profile_id))
  const other = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(seedParent).find((p) => !inThread.has(p.id))!
  expect(other).toBeTruthy()
  expect(await restRows(other.email, `message_threads?select=id&id=eq.${threadId}`)).toEqual([])
  expect(await restRows(other.email, `messages?select=id&thread_id=eq.${threadId}`)).toEqual([])
  const page = await signedInPage(browser, other.email, 'en')
  await page.goto(`/messages/${threadId}`)
  await expect(page.getByRole('heading', { name: 'Message not found' })).toBeVisible()
  await page.goto('/messages')
  await expect(page.getByText(subject)).toHaveCount(0)
  await page.context().close()
})

test('in Finnish: the pages pass axe, and a student cannot write while the school does not allow it', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const parent = await signedInPage(browser, USERS.parent, 'fi')
  await parent.goto('/messages')
  await expect(parent.getByRole('heading', { level: 1, name: 'Viestit' })).toBeVisible()
  await expect(parent.getByRole('link', { name: 'Saapuneet' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoAxeViolations(parent)
  await parent.goto(`/messages/${threadId}`)
  await expect(parent.getByText('Vastauksesi menee vain henkilölle Matti Korhonen.')).toBeVisible()
  await expectNoAxeViolations(parent)
  await parent.goto('/messages/new')
  await expect(parent.getByRole('heading', { name: 'Uusi viesti', level: 1 })).toBeVisible()
  await expectNoAxeViolations(parent)

  // The search finds the thread by a word of its text.
  await parent.goto(`/messages?q=${encodeURIComponent('museum')}`)
  await expect(parent.getByRole('link', { name: subject })).toBeVisible()
  await parent.context().close()

  // The student: no composer entry, the composer says why, and the database refuses.
  const student = await signedInPage(browser, USERS.student, 'fi')
  await student.goto('/messages')
  await expect(student.getByRole('link', { name: 'Uusi viesti' })).toHaveCount(0)
  await student.goto('/messages/new')
  await expect(student.getByText('Et voi nyt kirjoittaa viestejä')).toBeVisible()
  await expectNoAxeViolations(student)
  await student.context().close()
  const { token, anon } = await backendToken(USERS.student)
  const refused = await fetch(`${API_URL}/rest/v1/rpc/send_message`, {
    method: 'POST',
    headers: { apikey: anon, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_audience: 'person',
      p_target: MATTI,
      p_subject: 'Hei',
      p_body: 'Saanko kysyä?',
    }),
  })
  expect(refused.status).toBe(403)
  expect(((await refused.json()) as { hint?: string }).hint).toBe('not_allowed')
})

test('the principal lets staff and students write to each other on /settings, announced; then turns it off', async ({
  browser,
}) => {
  const principal = await signedInPage(browser, USERS.principal, 'en')
  await principal.goto('/settings')
  const box = principal.getByRole('checkbox', {
    name: 'Staff and students may write to each other',
  })
  await expect(box).not.toBeChecked()
  await expectNoAxeViolations(principal)
  await tabTo(principal, box)
  await principal.keyboard.press('Space')
  await expect(principal.locator('#a11y-status')).toHaveText(
    'Staff and students can now write to each other.',
  )
  try {
    const student = await signedInPage(browser, USERS.student, 'en')
    await student.goto('/messages')
    await expect(student.getByRole('link', { name: 'New message' })).toBeVisible()
    await student.context().close()
  } finally {
    await principal.reload()
    await expect(box).toBeChecked()
    await tabTo(principal, box)
    await principal.keyboard.press('Space')
    await expect(principal.locator('#a11y-status')).toHaveText(
      'Staff and students can no longer write to each other.',
    )
    await principal.context().close()
  }
})

test('an important message is shown before newer ones in the inbox, and says so first', async ({
  browser,
}) => {
  const { token, anon } = await backendToken(USERS.teacher)
  const send = async (title: string, important: boolean) => {
    const res = await fetch(`${API_URL}/rest/v1/rpc/send_message`, {
      method: 'POST',
      headers: {
        apikey: anon,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        p_audience: 'person',
        p_target: LIISA,
        p_subject: title,
        p_body: 'Huomenna ei ole uintia.',
        p_important: important,
      }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as string
  }
  const important = unique('Tärkeä tiedote')
  const newer = unique('Tavallinen viesti')
  const threads = [await send(important, true), await send(newer, false)]
  try {
    const parent = await signedInPage(browser, USERS.parent, 'fi')
    await parent.goto('/messages')
    const inbox = parent.getByRole('list', { name: /^Saapuneet/ })
    const names = await inbox.getByRole('link').allTextContents()
    const at = (subject: string) => names.findIndex((name) => name.endsWith(subject))
    expect(at(important)).toBeGreaterThanOrEqual(0)
    expect(at(important)).toBeLessThan(at(newer))
    await expect(inbox.getByRole('link', { name: `Lukematon, Tärkeä: ${important}` })).toBeVisible()
    await parent.context().close()
  } finally {
    // Out of the demo parent's inbox again, for the other files' unread counts.
    const own = await backendToken(USERS.parent)
    const res = await fetch(
      `${API_URL}/rest/v1/message_participants?thread_id=in.(${threads.join(',')})&profile_id=eq.${LIISA}`,
      {
        method: 'PATCH',
        headers: {
          apikey: own.anon,
          Authorization: `Bearer ${own.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ archived: true, last_read_at: new Date().toISOString() }),
      },
    )
    expect(res.status).toBeLessThan(300)
  }
})

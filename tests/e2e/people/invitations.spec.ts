import { expect, test } from '../support/test'
import {
  APP_URL,
  expectNoAxeViolations,
  openSignedIn,
  outbox,
  PASSWORD,
  setLocale,
  signedInAs,
  signIn,
  unique,
  USERS,
} from '../support'

const TEXT = {
  en: {
    people: 'People',
    invite: 'Invite by e-mail',
    dialog: 'Invite a person by e-mail',
    email: 'Email',
    role: 'Role',
    parent: 'Parent',
    first: 'First name',
    last: 'Last name',
    child: 'Child',
    send: 'Send invitation',
    sent: (email: string) => `Invitation sent to ${email}`,
    sentState: 'Sent, not yet accepted',
    acceptTitle: 'Join your school',
    password: 'Password',
    start: 'Save password and continue',
    welcome: 'Welcome to Oppi! Your password is saved.',
    dashboard: 'Dashboard',
    acceptedState: /^Accepted /,
    alreadyRegistered: 'This address already has an Oppi account, so it cannot be invited.',
    invalidLink:
      'This invitation link is invalid, has already been used or has expired. Ask your school to send a new invitation.',
  },
  fi: {
    people: 'Jäsenet',
    invite: 'Kutsu sähköpostilla',
    dialog: 'Kutsu jäsen sähköpostilla',
    email: 'Sähköposti',
    role: 'Rooli',
    parent: 'Huoltaja',
    first: 'Etunimi',
    last: 'Sukunimi',
    child: 'Lapsi',
    send: 'Lähetä kutsu',
    sent: (email: string) => `Kutsu lähetetty osoitteeseen ${email}`,
    sentState: 'Lähetetty, ei vielä hyväksytty',
    acceptTitle: 'Liity kouluusi',
    password: 'Salasana',
    start: 'Tallenna salasana ja jatka',
    welcome: 'Tervetuloa Oppiin! Salasanasi on tallennettu.',
    dashboard: 'Oma etusivu',
    acceptedState: /^Hyväksytty /,
    alreadyRegistered: 'Osoitteella on jo Oppi-tunnus, joten sitä ei voi kutsua.',
    invalidLink:
      'Kutsulinkki on virheellinen, jo käytetty tai vanhentunut. Pyydä koulua lähettämään uusi kutsu.',
  },
} as const

/** The seed's demo student, whose new parent the principal invites. */
const CHILD = 'Aino Mäkinen'

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `the principal invites a parent by e-mail; the parent accepts, chooses a password and sees their child (${locale})`,
    signedInAs.principal,
    async ({ page, browser }) => {
      test.setTimeout(120_000) // a busy machine: several sign-ins and e-mails
      const email = `${unique(`huoltaja-${locale}`)}@example.test`
      await openSignedIn(page, locale, '/people')
      await expect(page.getByRole('heading', { level: 1, name: l.people })).toBeVisible()
      await expectNoAxeViolations(page)

      // An address that already has an account is refused on its field, and nothing is sent.
      await page.getByRole('button', { name: l.invite }).click()
      const dialog = page.getByRole('dialog', { name: l.dialog })
      await dialog.getByLabel(l.email).fill(USERS.parent)
      await dialog.getByLabel(l.role).selectOption({ label: l.parent })
      await dialog.getByRole('button', { name: l.send }).click()
      await expect(dialog.getByText(l.alreadyRegistered)).toBeVisible()
      await expectNoAxeViolations(page)

      await dialog.getByLabel(l.email).fill(email)
      await dialog.getByLabel(l.first).fill('Kaisa')
      await dialog.getByLabel(l.last).fill('Kutsuttu')
      await dialog.getByLabel(l.child).selectOption({ label: CHILD })
      await dialog.getByRole('button', { name: l.send }).click()
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.sent(email) }),
      ).toBeVisible()
      await expect(dialog).toHaveCount(0)
      const row = page.getByRole('row').filter({ hasText: email })
      await expect(row.getByRole('cell', { name: l.sentState })).toBeVisible()

      // The invitation e-mail (in the backend's inbox): its link leads through the auth server to the accept page.
      const [mail] = await outbox(email)
      expect(mail).toMatchObject({ to: email, kind: 'invite' })
      expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${APP_URL}/auth/accept`)

      const invitee = await (await browser.newContext()).newPage()
      await setLocale(invitee, locale)
      await invitee.goto(mail.link)
      await expect(invitee).toHaveURL(/\/auth\/accept$/) // the tokens are gone from the address
      await expect(invitee.getByRole('heading', { level: 1, name: l.acceptTitle })).toBeVisible()
      await expect(invitee.getByText(email)).toBeVisible()
      await expectNoAxeViolations(invitee)
      await invitee.getByLabel(l.password, { exact: true }).fill(PASSWORD)
      await invitee.getByRole('button', { name: l.start }).click()
      await expect(invitee).toHaveURL(/\/dashboard$/)
      await expect(invitee.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible()
      await expect(invitee.getByRole('heading', { level: 3, name: CHILD })).toBeVisible()
      await expectNoAxeViolations(invitee)

      // The link worked once; opened again it explains what to do.
      await invitee.goto(mail.link)
      await expect(invitee.getByRole('alert').filter({ hasText: l.invalidLink })).toBeVisible()
      await invitee.context().close()

      // The parent signs in with the chosen password, and the principal's list says accepted.
      const again = await (await browser.newContext()).newPage()
      await signIn(again, email, locale)
      await again.context().close()
      await page.reload()
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: email })
          .getByRole('cell', { name: l.acceptedState }),
      ).toBeVisible()
    },
  )
}

import { expect, test } from '../support/test'
import {
  expectNoAxeViolations,
  openSignedIn,
  restRows,
  signedInAs,
  unique,
  USERS,
} from '../support'

const TEXT = {
  en: {
    open: 'Import students',
    list: 'Class list',
    check: 'Check the list',
    checked: (n: number, u: number) =>
      `Checked, nothing saved yet: ${n} new, ${u} to update, 3 with errors.`,
    commit: 'Import the valid rows (27)',
    done: (n: number, u: number) =>
      `Imported: ${n} new (invited by e-mail), ${u} updated. 3 rows with errors were not imported.`,
    notImported: 'Not imported',
    missingFirst: 'First name is missing.',
    badEmail: 'The e-mail address is not valid.',
    unknownClass: 'No active class of your school has this name.',
    header: 'first_name,last_name,email,grade_level,class',
  },
  fi: {
    open: 'Tuo oppilaita',
    list: 'Luokkalista',
    check: 'Tarkista lista',
    checked: (n: number, u: number) =>
      `Tarkistettu, mitään ei ole vielä tallennettu: uusia ${n}, päivitettäviä ${u}, virheellisiä 3.`,
    commit: 'Tuo kelvolliset rivit (27)',
    done: (n: number, u: number) =>
      `Tuotu: uusia ${n} (kutsuttu sähköpostilla), päivitettyjä ${u}. Virheellisiä rivejä jäi tuomatta 3.`,
    notImported: 'Ei tuoda',
    missingFirst: 'Etunimi puuttuu.',
    badEmail: 'Sähköpostiosoite ei kelpaa.',
    unknownClass: 'Koulussasi ei ole käytössä olevaa tämännimistä luokkaa.',
    header: 'etunimi;sukunimi;sähköposti;luokka-aste;luokka',
  },
} as const

/** 30 students: 27 good ones and 3 bad (no first name on line 5, a broken e-mail on line 12, an unknown class on line 20). */
function classList(locale: 'en' | 'fi', tag: string) {
  const sep = locale === 'fi' ? ';' : ','
  const lines: string[] = [TEXT[locale].header]
  for (let i = 1; i <= 30; i++) {
    const line = i + 1
    const first = line === 5 ? '' : `Oppilas${i}`
    const email = line === 12 ? `rikki-${tag}-${i}.example.test` : `tuonti-${tag}-${i}@example.test`
    const cls = line === 20 ? 'Ei-ole-9Z' : '5A'
    lines.push([first, `Tuonti${i}`, email, '5', cls].join(sep))
  }
  return lines.join('\n')
}

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `the principal imports a class list of 30 students: 3 bad rows reported, nothing written before the import, no duplicates after a second one (${locale})`,
    signedInAs.principal,
    async ({ page }) => {
      test.setTimeout(150_000) // 27 invitation e-mails, and 30 rows checked four times
      const tag = unique(locale).toLowerCase()
      const csv = classList(locale, tag)
      const invited = () =>
        restRows(USERS.principal, `invitations?select=email,role&email=like.tuonti-${tag}-*`)

      /** Presses a button of the form; the page states the outcome in its status region. */
      const pressAndSeeStatus = async (button: string, outcome: string) => {
        await page.getByRole('button', { name: button }).click()
        await expect(
          page.getByRole('main').getByRole('status').filter({ hasText: outcome }),
        ).toBeVisible()
      }

      await openSignedIn(page, locale, '/people')
      await page.getByRole('link', { name: l.open }).click()
      await expect(page.getByRole('heading', { level: 1, name: l.open })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByLabel(l.list).fill(csv)
      await pressAndSeeStatus(l.check, l.checked(27, 0))
      const report = page.getByRole('table')
      await expect(report.getByRole('row')).toHaveCount(31)
      const row = (line: number) =>
        report
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: String(line), exact: true }) })
      await expect(row(5)).toContainText(l.missingFirst)
      await expect(row(12)).toContainText(l.badEmail)
      await expect(row(20)).toContainText(l.unknownClass)
      await expect(report.getByRole('cell', { name: l.notImported, exact: true })).toHaveCount(3)
      await expectNoAxeViolations(page)
      // Checked only: nothing is written.
      expect(await invited()).toEqual([])

      await pressAndSeeStatus(l.commit, l.done(27, 0))
      const first = await invited()
      expect(first).toHaveLength(27)
      expect(first.every((r) => r.role === 'student')).toBe(true)
      expect(first.map((r) => r.email)).not.toContain(`tuonti-${tag}-4@example.test`) // line 5, no first name
      expect(first.map((r) => r.email)).not.toContain(`tuonti-${tag}-19@example.test`) // line 20, unknown class

      // The same list again: every good row is an update, nobody is added twice.
      await page.getByLabel(l.list).fill(`${csv}\n`)
      await pressAndSeeStatus(l.check, l.checked(0, 27))
      await pressAndSeeStatus(l.commit, l.done(0, 27))
      expect(await invited()).toHaveLength(27)
      await expectNoAxeViolations(page)
    },
  )
}

import { expect, test } from '../support/test'
import {
  expectNoAxeViolations,
  openSignedIn,
  restRows,
  signedInAs,
  joinsDemoSchool,
  unique,
  USERS,
} from '../support'

const TEXT = {
  en: {
    parents: 'Parents',
    parent: 'Parent',
    link: 'Link parent',
    linked: "Parent linked. They now see this student's classes and work.",
    byHand: '(linked by the school)',
    unlink: 'Unlink',
    unlinkTitle: (name: string) => `Unlink ${name} from this student?`,
    unlinked: 'Parent unlinked',
    none: 'No parent is linked to this student yet.',
  },
  fi: {
    parents: 'Huoltajat',
    parent: 'Huoltaja',
    link: 'Liitä huoltaja',
    linked: 'Huoltaja liitetty. Hän näkee nyt oppilaan luokat ja tehtävät.',
    byHand: '(koulun liittämä)',
    unlink: 'Poista liitos',
    unlinkTitle: (name: string) =>
      `Poistetaanko huoltajan liitos tähän oppilaaseen? Huoltaja: ${name}`,
    unlinked: 'Huoltajan liitos poistettu',
    none: 'Oppilaaseen ei ole vielä liitetty huoltajaa.',
  },
} as const

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `the principal links a parent to a student on the student's page, and unlinks them after confirming (${locale})`,
    signedInAs.principal,
    async ({ page }) => {
      test.setTimeout(90_000)
      const tag = unique('Linkki').replace('-', '')
      const studentId = await joinsDemoSchool(
        `${unique('lapsi')}@example.test`,
        'student',
        'Lumi',
        tag,
      )
      await joinsDemoSchool(`${unique('vanhempi')}@example.test`, 'parent', 'Pirkko', tag)
      const parent = `Pirkko ${tag}`
      const links = () =>
        restRows(USERS.principal, `guardian_links?select=source&student_id=eq.${studentId}`)

      await openSignedIn(page, locale, `/students/${studentId}`)
      const section = page.getByRole('region', { name: l.parents })
      await expect(section.getByText(l.none)).toBeVisible()
      await section.getByLabel(l.parent).selectOption({ label: parent })
      await section.getByRole('button', { name: l.link }).click()
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: l.linked })).toBeVisible()
      await expect(section.getByRole('listitem').filter({ hasText: parent })).toContainText(
        l.byHand,
      )
      expect(await links()).toEqual([{ source: 'manual' }])
      await expectNoAxeViolations(page)

      await section.getByRole('button', { name: new RegExp(`^${l.unlink}`) }).click()
      const dialog = page.getByRole('alertdialog', { name: l.unlinkTitle(parent) })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: l.unlink, exact: true }).click()
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.unlinked }),
      ).toBeVisible()
      await expect(section.getByText(l.none)).toBeVisible()
      expect(await links()).toEqual([])
    },
  )
}

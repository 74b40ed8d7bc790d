import { expect, test } from '../support/test'
import { expectNoAxeViolations, openSignedIn, signedInAs } from '../support'

// The seed's fractions practice of Matematiikka 5A: the class's date was two days ago; the
// demo student (Aino, extended time) has four more days, so hers is still ahead.
const FRACTIONS = 'Fractions practice — Matematiikka 5A'
const PERSONAL = {
  en: /^Due \w{3} \d{1,2}\.\d{1,2} \(\+4 days, accommodation\)$/,
  fi: /^Palautus \w{2} \d{1,2}\.\d{1,2}\. \(\+4 päivää lisäaikaa, tukitoimi\)$/,
}
const TITLES = {
  en: { student: 'Work due soon', parent: "Your children's work" },
  fi: { student: 'Pian palautettavat', parent: 'Lastesi koulutyöt' },
}

for (const locale of ['en', 'fi'] as const) {
  test(
    `${locale}: the extended-time student's dashboard shows her own due date, with the reason`,
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page, locale)
      const steps = page.getByRole('region', { name: TITLES[locale].student })
      const item = steps.getByRole('listitem').filter({ hasText: FRACTIONS })
      // Listed although the class's date has passed: hers has not.
      await expect(item).toHaveCount(1)
      await expect(item.getByText(PERSONAL[locale])).toBeVisible()
      await expect(item.getByRole('link', { name: FRACTIONS })).toHaveAttribute(
        'href',
        /^\/student\/subjects\//,
      )
      await expectNoAxeViolations(page)
    },
  )

  test(
    `${locale}: the parent's dashboard shows the child's own due date, with the reason`,
    signedInAs.parent,
    async ({ page }) => {
      await openSignedIn(page, locale)
      const steps = page.getByRole('region', { name: TITLES[locale].parent })
      const aino = steps.getByRole('article', { name: 'Aino Mäkinen' })
      const item = aino.getByRole('listitem').filter({ hasText: FRACTIONS })
      await expect(item).toHaveCount(1)
      await expect(item.getByText(PERSONAL[locale])).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )
}

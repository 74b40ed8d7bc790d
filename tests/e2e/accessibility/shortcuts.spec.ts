import { expect, test, type Page } from '../support/test'
import { DEFAULT_ACCESSIBILITY_SETTINGS, settingsCookieValue } from '@/lib/accessibility/settings'
import {
  activate,
  APP_URL,
  expectNoAxeViolations,
  openSignedIn,
  signedInAs,
  signIn,
  tabTo,
  USERS,
} from '../support'

// The keyboard shortcuts, the help dialog and the Ctrl/Cmd+K palette, by keyboard alone. Each
// test signs in once and walks many checks as steps; the pure key rules (modifier combinations,
// the g-then-d window, typing) are unit-tested in tests/unit/accessibility/shortcuts.test.ts.

const L = {
  en: {
    help: 'Keyboard shortcuts',
    palette: 'Search',
    search: 'Search pages and records',
    ask: 'Ask Oppi',
    assistant: 'Ask Oppi',
    results: /^\d+ results?$/,
    off: 'Keyboard shortcuts are off.',
    kindClass: 'Class',
    kindSubject: 'Subject',
    searchStudents: 'Search students',
    shortcutRow: 'Search pages and records',
  },
  fi: {
    help: 'Pikanäppäimet',
    palette: 'Haku',
    search: 'Hae sivuja ja tietoja',
    ask: 'Kysy Opilta',
    assistant: 'Kysy Opilta',
    results: /^(1 tulos|\d+ tulosta)$/,
    off: 'Pikanäppäimet ovat pois päältä.',
    kindClass: 'Luokka',
    kindSubject: 'Oppiaine',
    searchStudents: 'Hae oppilaita',
    shortcutRow: 'Hae sivuja ja tietoja',
  },
} as const

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
const sidebarState = (page: Page) =>
  page.locator('[data-sidebar-state]').getAttribute('data-sidebar-state')

/**
 * The opening of each language's test: signed in, the page drawn, and the help dialog, the
 * same in either language and for every role, checked first: ? opens it with all the shortcuts,
 * it passes axe, and Escape closes it. Returns the language's texts.
 */
async function openWithHelp(page: Page, email: string, locale: keyof typeof L) {
  const l = L[locale]
  await signIn(page, email, locale)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await test.step('? opens the help dialog listing the shortcuts; it passes axe; Escape closes it', async () => {
    const help = dialog(page, l.help)
    // The page's shortcuts listen once its script has run: a key pressed in the moment
    // between the first paint and then does nothing, and a user presses it again.
    await expect(async () => {
      await page.keyboard.press('?')
      await expect(help).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    await expect(help.getByRole('row')).toHaveCount(7)
    await expect(help.getByRole('cell', { name: l.shortcutRow })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
  })
  return l
}

/** Moves the palette's selection with the arrow keys until the option is chosen, then opens it. */
async function chooseByArrows(page: Page, name: RegExp) {
  const option = page.getByRole('option', { name })
  await expect(option.first()).toBeVisible()
  for (let i = 0; i < 30; i++) {
    if ((await option.first().getAttribute('aria-selected')) === 'true') break
    await page.keyboard.press('ArrowDown')
  }
  await expect(option.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

test('en: every shortcut by keyboard, Escape closes only the top overlay, nothing fires while typing', async ({
  page,
}) => {
  const l = await openWithHelp(page, USERS.teacher, 'en')

  await test.step('Shift+/ opens it too; Ctrl+K opens the palette over it; Escape closes only the palette, then the help', async () => {
    await page.keyboard.press('Shift+/')
    await expect(dialog(page, l.help)).toBeVisible()
    await page.keyboard.press('Control+k')
    await expect(dialog(page, l.palette)).toBeVisible()
    await expect(page.getByRole('combobox', { name: l.search })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page, l.palette)).toBeHidden()
    await expect(dialog(page, l.help)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page, l.help)).toBeHidden()
  })

  await test.step('Escape with the assistant drawer under the help dialog closes the help only, then the drawer', async () => {
    await activate(page, page.getByRole('button', { name: l.ask }))
    const drawer = dialog(page, l.assistant)
    await expect(drawer).toBeVisible()
    await activate(page, page.getByRole('button', { name: l.help }))
    await expect(dialog(page, l.help)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page, l.help)).toBeHidden()
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })

  await test.step('the palette finds a class, tells the number of results, passes axe, and Enter opens the class', async () => {
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('combobox', { name: l.search })).toBeFocused()
    await page.keyboard.type('Aino Mäk')
    await expect(page.getByRole('option', { name: /Aino Mäkinen\s*Student/ }).first()).toBeVisible()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('5A')
    await expect(dialog(page, l.palette).getByRole('status')).toHaveText(l.results)
    await expectNoAxeViolations(page)
    await chooseByArrows(page, new RegExp(`^5A\\s*${l.kindClass}$`))
    await expect(page).toHaveURL(/\/classes\/00000000-0000-4000-8001-000000000009$/)
    await expect(dialog(page, l.palette)).toBeHidden()
  })

  await test.step('g then d goes to the dashboard', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('g')
    await page.keyboard.press('d')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  await test.step('Ctrl+B collapses and expands the sidebar', async () => {
    expect(await sidebarState(page)).toBe('expanded')
    await page.keyboard.press('Control+b')
    await expect(page.locator('[data-sidebar-state]')).toHaveAttribute(
      'data-sidebar-state',
      'collapsed',
    )
    await page.keyboard.press('Control+b')
    await expect(page.locator('[data-sidebar-state]')).toHaveAttribute(
      'data-sidebar-state',
      'expanded',
    )
  })

  await test.step('Alt+/ asks for the accessibility panel', async () => {
    await page.evaluate(() => {
      window.addEventListener(
        'oppi:open-accessibility-panel',
        () => document.documentElement.setAttribute('data-test-panel-asked', 'yes'),
        { once: true },
      )
    })
    await page.keyboard.press('Alt+/')
    await expect(page.locator('html')).toHaveAttribute('data-test-panel-asked', 'yes')
  })

  await test.step('while typing in a field, the keys are text: no palette, no help, no sidebar, no g-d', async () => {
    await page.goto('/students')
    const field = page.getByRole('searchbox', { name: l.searchStudents })
    await tabTo(page, field)
    await page.keyboard.press('g')
    await page.keyboard.press('d')
    await page.keyboard.press('?')
    await page.keyboard.press('Control+k')
    await page.keyboard.press('Control+b')
    await expect(field).toHaveValue('gd?')
    // The same presses with the focus off the field do act: the help dialog proves the listener is live.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('?')
    await expect(dialog(page, l.help)).toBeVisible()
    await expect(page).toHaveURL(/\/students$/)
    await expect(dialog(page, l.palette)).toHaveCount(0)
    expect(await sidebarState(page)).toBe('expanded')
  })
})

test('fi: a student finds a subject in Finnish; palette and help pass axe', async ({ page }) => {
  const l = await openWithHelp(page, USERS.student, 'fi')

  await test.step('the palette finds the subject, passes axe, and Enter opens it', async () => {
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('combobox', { name: l.search })).toBeFocused()
    await page.keyboard.type('Matematiikka 5A')
    await expect(dialog(page, l.palette).getByRole('status')).toHaveText(l.results)
    await expectNoAxeViolations(page)
    await chooseByArrows(page, new RegExp(`^Matematiikka 5A\\s*${l.kindSubject}$`))
    await expect(page).toHaveURL(/\/student\/subjects\/00000000-0000-4000-8002-000000000021$/)
  })
})

test(
  'with enhanced keyboard navigation off, the shortcuts do nothing; the help says so',
  signedInAs.teacher,
  async ({ page }) => {
    const l = L.en
    await openSignedIn(page, 'en')
    await page.context().addCookies([
      {
        name: 'accessibility-settings',
        value: settingsCookieValue({
          ...DEFAULT_ACCESSIBILITY_SETTINGS,
          keyboardNavigation: false,
        }),
        url: APP_URL,
      },
    ])
    await page.goto('/students')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Control+k')
    await page.keyboard.press('?')
    await page.keyboard.press('Control+b')
    await page.keyboard.press('g')
    await page.keyboard.press('d')
    // The help button still works, and tells why the keys did nothing.
    await activate(page, page.getByRole('button', { name: l.help }))
    await expect(dialog(page, l.help)).toContainText(l.off)
    await expect(dialog(page, l.palette)).toHaveCount(0)
    await expect(page).toHaveURL(/\/students$/)
    expect(await sidebarState(page)).toBe('expanded')
  },
)

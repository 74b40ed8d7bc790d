import { expect, type Page } from '@playwright/test'
import { activate, chooseOption, typeInto } from './keyboard'
import { localDateTime } from './page'
import { loadsNewDocument } from './test'

/**
 * The list pages' create dialogs and search, as the daily flows use them. The mouse versions
 * fill fields directly; the keyboard versions reach every control with Tab (./keyboard.ts).
 */

/** Opens a list page and searches it for a name (typed into the search field, then Enter). */
export async function searchList(page: Page, path: string, label: string, text: string) {
  await page.goto(path)
  await submitSearch(page, label, text)
}

/**
 * Types into the page's quick search and submits it with Enter. The search is a plain GET form,
 * so the results are a new document: this returns once it is hydrated. The rows are painted
 * before the page's scripts have run, and a click on a row's button in between does nothing.
 */
export async function submitSearch(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text)
  await loadsNewDocument(page, () => page.getByLabel(label).press('Enter'))
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text)
}

export async function createClass(page: Page, name: string, description?: string) {
  await page.goto('/classes')
  await page.getByRole('button', { name: 'New class' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  if (description !== undefined) await dialog.getByLabel('Description').fill(description)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Class created')).toBeVisible()
}

export async function createSubject(page: Page, name: string, className: string) {
  await page.goto('/subjects')
  await page.getByRole('button', { name: 'New subject' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Class').selectOption({ label: className })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Subject created')).toBeVisible()
}

export async function createAssignment(
  page: Page,
  title: string,
  subjectName: string,
  dueInDays: number,
) {
  await page.goto('/assignments')
  await page.getByRole('button', { name: 'New assignment' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Subject').selectOption({ label: subjectName })
  await dialog.getByLabel('Due date and time').fill(localDateTime(dueInDays))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Assignment created')).toBeVisible()
}

export async function createClassByKeyboard(page: Page, name: string) {
  await page.goto('/classes')
  await activate(page, page.getByRole('button', { name: 'New class' }))
  const dialog = page.getByRole('dialog')
  await typeInto(page, dialog.getByLabel('Name'), name)
  await activate(page, dialog.getByRole('button', { name: 'Save' }))
  await expect(page.getByText('Class created')).toBeVisible()
}

export async function createSubjectByKeyboard(page: Page, name: string, className: string) {
  await page.goto('/subjects')
  await activate(page, page.getByRole('button', { name: 'New subject' }))
  const dialog = page.getByRole('dialog')
  await typeInto(page, dialog.getByLabel('Name'), name)
  await chooseOption(page, dialog.getByLabel('Class'), className)
  await activate(page, dialog.getByRole('button', { name: 'Save' }))
  await expect(page.getByText('Subject created')).toBeVisible()
}

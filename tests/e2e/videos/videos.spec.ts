import { fileURLToPath } from 'node:url'
import { expect, test } from '../support/test'
import {
  activate,
  anonKey,
  API_URL,
  APP_URL,
  checkPage,
  chooseOption,
  expectNoAxeViolations,
  inOtherBrowser,
  ownSchool,
  restRows,
  setLocale,
  signIn,
  tabTo,
  typeInto,
  unique,
  type OwnSchool,
  captionsOnScreen,
  playByKeyboard,
} from '../support'
import { MAX_VTT_BYTES } from '@/lib/videos/webvtt'
import { useAccessibilitySettings } from '../accessibility/settings-cookie'

/**
 * The video library from file to student, in a school of its own: a teacher adds a video,
 * uploads its file (a resumable upload with the teacher's own token), is refused publishing
 * without captions and with a broken caption file, adds English captions (typed) and Finnish
 * ones (from a file), and publishes; a student who wants captions finds it on their subject's
 * page and plays it with captions on, and the transcript moves the video; a visitor sees the
 * public video and not the school's own. All by keyboard (a file is chosen with the file
 * chooser, as a person would), axe on every page in English and in Finnish.
 *
 * clip.webm is a 4-second 160×90 VP8 test pattern made for this test with
 *   ffmpeg -f lavfi -i testsrc=size=160x90:rate=10 -t 4 -c:v libvpx -b:v 40k -an clip.webm
 */
const CLIP = fileURLToPath(new URL('./clip.webm', import.meta.url))
const DESCRIPTION = 'How plants make food from light'
const TRANSCRIPT = 'Teacher: Hello and welcome.\n[A plant in sunlight]\nTeacher: Plants need light.'
const EN_VTT =
  'WEBVTT\n\n00:00.000 --> 00:01.500\nHello and welcome\n\n00:01.500 --> 00:03.000\nPlants need light\n\n00:03.000 --> 00:04.000\nThank you for watching\n'
const FI_VTT =
  'WEBVTT\n\n00:00.000 --> 00:01.500\nHei ja tervetuloa\n\n00:01.500 --> 00:03.000\nKasvit tarvitsevat valoa\n\n00:03.000 --> 00:04.000\nKiitos katsomisesta\n'

/**
 * FI_VTT with a note that fills it to the largest track the app takes, quotes, backslashes and
 * line breaks included: the encoding of a server action's argument grows by each of them, and
 * the action's body limit must still take the whole track.
 */
const FI_FULL_VTT = (() => {
  const line = '"Huom": "tekstitys" \\ "tarkistettu"\n'
  const padded = `${FI_VTT}\nNOTE\n${line.repeat(Math.ceil(MAX_VTT_BYTES / line.length))}`
  return `${padded.slice(0, MAX_VTT_BYTES - 1)}\n`
})()

test.describe.configure({ mode: 'serial' })

let school: OwnSchool
let subjectName = ''
const title = unique('Fotosynteesi')
let videoId = ''
/** A published video only the school's members may watch (a link, with captions). */
let schoolOnly = { id: '', title: unique('Koulun oma') }

async function rest(pathAndQuery: string, token: string, body: unknown, method = 'POST') {
  const res = await fetch(`${API_URL}/rest/v1/${pathAndQuery}`, {
    method,
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  })
  expect(res.ok, `${method} ${pathAndQuery}: ${res.status}`).toBe(true)
  return (await res.json()) as { id: string }[]
}

test.beforeAll(async () => {
  school = await ownSchool()
  const [subject] = await restRows(
    school.teacher.email,
    `subjects?select=name&id=eq.${school.subjectId}`,
  )
  subjectName = subject.name as string
  const { token } = school.teacher
  const [video] = await rest('videos', token, {
    title: schoolOnly.title,
    subject_id: school.subjectId,
    external_url: 'https://video.example.test/oma',
    created_by: school.teacher.id,
  })
  await rest('video_captions', token, {
    video_id: video.id,
    language: 'fi',
    content: FI_VTT,
    created_by: school.teacher.id,
  })
  await rest(`videos?id=eq.${video.id}`, token, { is_active: true }, 'PATCH')
  schoolOnly = { ...schoolOnly, id: video.id }
})

test('a teacher uploads a video, adds captions in English and Finnish, and publishes it (keyboard)', async ({
  page,
}) => {
  // Five steps typed key by key, two of them whole caption files: longer than one page's test.
  test.setTimeout(180_000)
  await signIn(page, school.teacher.email, 'en', '/videos/manage')

  await test.step('a new draft video, public, in the teacher’s subject', async () => {
    await activate(page, page.getByRole('button', { name: 'New video' }))
    const dialog = page.getByRole('dialog')
    await typeInto(page, dialog.getByLabel('Title'), title)
    await typeInto(page, dialog.getByLabel('Description'), DESCRIPTION)
    await chooseOption(page, dialog.getByLabel('Subject'), subjectName)
    await chooseOption(page, dialog.getByLabel('Who may watch'), 'Everyone (public)')
    await activate(page, dialog.getByRole('button', { name: 'Save' }))
    await expect(page.getByText('Video added as a draft')).toBeVisible()
    await activate(page, page.getByRole('link', { name: `Files and captions: ${title}` }))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Files and captions: ${title}`)
    videoId = page.url().split('/').pop()!
    await expect(page.getByText('No file yet.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  await test.step('a file that is not a video is refused before upload; the clip uploads', async () => {
    const file = page
      .locator('input[type=file]')
      .and(page.getByLabel('Video file', { exact: true }))
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    })
    await activate(page, page.getByRole('button', { name: 'Upload', exact: true }))
    await expect(page.getByText('Choose an MP4 or WebM video file.')).toBeVisible()
    await file.setInputFiles(CLIP)
    // The browser uploads through Storage's resumable (TUS) endpoint with the teacher's own
    // token, so the bucket's policies decide as the bytes are written.
    const resumable = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/storage/v1/upload/resumable'),
    )
    await activate(page, page.getByRole('button', { name: 'Upload', exact: true }))
    const sent = await resumable
    expect(sent.headers()['authorization']).toMatch(/^Bearer ey/)
    expect(sent.headers()['x-signature']).toBeUndefined()
    await expect(page.getByText('Video file uploaded')).toBeVisible()
    await expect(page.getByText('Stored file: video.webm')).toBeVisible()
  })

  await test.step('publishing without captions is refused, and the video stays a draft', async () => {
    await activate(page, page.getByRole('button', { name: `Publish: ${title}` }))
    await expect(page.getByText(/Add at least one caption track before publishing/)).toBeVisible()
    await expect(page.getByText('Status: Draft')).toBeVisible()
  })

  await test.step('a broken caption file is refused with its line; English captions typed in', async () => {
    const content = page.getByLabel('Caption text (WebVTT)')
    await chooseOption(page, page.getByLabel('Language', { exact: true }), 'English')
    await typeInto(page, content, 'WEBVTT\n\n00:00.000 --> 00:0x.500\nHello\n')
    await activate(page, page.getByRole('button', { name: 'Save captions' }))
    await expect(page.getByText('Line 3: a time is not valid.', { exact: false })).toBeVisible()
    await expect(page.getByText('No caption tracks yet.')).toBeVisible()
    await typeInto(page, content, EN_VTT)
    await activate(page, page.getByRole('button', { name: 'Save captions' }))
    await expect(page.getByText('Captions saved: English')).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Captions', exact: true })
        .getByRole('listitem')
        .filter({ hasText: 'English' }),
    ).toContainText('3 captions')
  })

  await test.step('Finnish captions from a .vtt file as large as a track may be, then publish', async () => {
    await chooseOption(page, page.getByLabel('Language', { exact: true }), 'Finnish')
    await page
      .getByLabel('WebVTT file (.vtt)')
      .setInputFiles({ name: 'fi.vtt', mimeType: 'text/vtt', buffer: Buffer.from(FI_FULL_VTT) })
    await expect(page.getByLabel('Caption text (WebVTT)')).toHaveValue(FI_FULL_VTT)
    await activate(page, page.getByRole('button', { name: 'Save captions' }))
    await expect(page.getByText('Captions saved: Finnish')).toBeVisible()
    await activate(page, page.getByRole('button', { name: `Publish: ${title}` }))
    await expect(page.getByText('Video published')).toBeVisible()
    await expect(page.getByText('Status: Published')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  await test.step('a written transcript with speakers and what is on screen is saved', async () => {
    await typeInto(page, page.getByLabel('Transcript', { exact: true }), TRANSCRIPT)
    await activate(page, page.getByRole('button', { name: 'Save transcript' }))
    await expect(page.getByText('Transcript saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Transcript', { exact: true })).toHaveValue(TRANSCRIPT)
  })

  await test.step('editing the details keeps the description', async () => {
    await page.goto('/videos/manage')
    await activate(page, page.getByRole('button', { name: `Edit: ${title}` }))
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Description')).toHaveValue(DESCRIPTION)
    await activate(page, dialog.getByRole('button', { name: 'Save' }))
    await expect(page.getByText('Video saved')).toBeVisible()
  })
})

test('a student who wants captions finds the video on their subject and plays it with captions; the transcript seeks', async ({
  page,
}) => {
  await useAccessibilitySettings(page, { captionsEnabled: true }, school.student.email)
  await signIn(page, school.student.email, 'en', '/notifications')

  await test.step('publishing told the student; the notification opens the video', async () => {
    await activate(page, page.getByRole('link', { name: `New video: ${title}` }))
    await activate(page, page.getByRole('link', { name: 'Open what it is about' }))
    await expect(page).toHaveURL(new RegExp(`/video/${videoId}$`))
  })

  await page.goto(`/student/subjects/${school.subjectId}`)
  await activate(page, page.getByRole('link', { name: title }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const video = page.locator('video')

  await test.step('English captions are showing from the start, all three cues loaded', async () => {
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) =>
          Array.from(v.textTracks)
            .filter((t) => t.mode === 'showing')
            .map((t) => `${t.language}:${t.cues?.length ?? 0}`),
        ),
      )
      .toEqual(['en:3'])
  })

  await test.step('Play by keyboard: the video runs and a caption is on screen', async () => {
    await playByKeyboard(page, video)
    await expect.poll(() => captionsOnScreen(video)).not.toEqual([])
    await activate(page, page.getByRole('button', { name: 'Pause' }))
  })

  await test.step('a transcript line moves the video to its moment, and says so', async () => {
    await activate(page, page.getByRole('button', { name: /Thank you for watching/ }))
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(3, 1)
    await expect(page.locator('#a11y-status')).toHaveText('At 0:03')
    await tabTo(page, video)
    await page.keyboard.press('ArrowLeft')
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(0, 1)
  })
  await expectNoAxeViolations(page)
})

test('a visitor sees the public video and not the school’s own', async ({ page }) => {
  await page.goto(`/videos?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await page.goto(`/videos?q=${encodeURIComponent(schoolOnly.title)}`)
  await expect(page.getByRole('link', { name: new RegExp(schoolOnly.title) })).toHaveCount(0)
  await page.goto(`/video/${schoolOnly.id}`)
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible()
  await page.goto(`/video/${videoId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // The visitor's player has the file and both caption tracks.
  await expect(page.locator('video')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/sign\/videos\//,
  )
  await expect(page.locator('video track')).toHaveCount(2)
  // The description survived the edit; the written transcript stands under the player's own.
  await expect(page.getByText(DESCRIPTION)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Full transcript' })).toContainText(
    '[A plant in sunlight]',
  )
  await expectNoAxeViolations(page)
})

test('in Finnish, all three pages pass axe', async ({ page, browser }) => {
  await setLocale(page, 'fi')
  await checkPage(page, '/videos', { heading: 'Videokirjasto', lang: 'fi' })
  await signIn(page, school.teacher.email, 'fi')
  await checkPage(page, '/videos/manage', { lang: 'fi' })
  await checkPage(page, `/videos/manage/${videoId}`, {
    heading: `Tiedostot ja tekstitykset: ${title}`,
    lang: 'fi',
  })
  await inOtherBrowser(
    browser,
    'fi',
    async (student) => {
      await signIn(student, school.student.email, 'fi')
      await checkPage(student, `/video/${videoId}`, { heading: title, lang: 'fi' })
    },
    APP_URL,
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { WORK_FILE_TYPES } from '@/lib/files/work-types'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { PNG } from '../../support/tiny-images'

/**
 * How storage/v1 serves the app's files, called straight (supabase-js and fetch), as the
 * people themselves: nothing a browser would run is served inline, every object answer is
 * nosniff and sandboxed, the work buckets refuse active types, and every read of an IEP
 * document (a download, a signed URL) adds one sensitive_access_log row that the student's
 * guardian sees, while listing and the student's own reads add none.
 */
type Who = 'student' | 'teacher' | 'principal' | 'parent'
const S = actors.student.id
const JOURNAL = ids.math5AJournal // Aino's hand-in, not graded: she may add files
const admin = newClient('service')
const clients = {} as Record<Who, SupabaseClient>
const tokens = {} as Record<Who, string>
const made: { bucket: string; path: string }[] = []

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const HTML = new TextEncoder().encode(
  '<!doctype html><script>fetch("/steal?c=" + document.cookie)</script>',
)
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
)

const objectUrl = (bucket: string, path: string) =>
  `${testEnv().url}/storage/v1/object/authenticated/${bucket}/${path}`

/** The object's answer to a GET as `who`, straight from storage/v1 with their token. */
const asCaller = (who: Who, bucket: string, path: string, headers: Record<string, string> = {}) =>
  fetch(objectUrl(bucket, path), {
    headers: { apikey: testEnv().anonKey, Authorization: `Bearer ${tokens[who]}`, ...headers },
  })

/** The answer to the signed URL `who` makes for the object. */
async function viaSignedUrl(who: Who, bucket: string, path: string) {
  const { data, error } = await clients[who].storage.from(bucket).createSignedUrl(path, 60)
  expect(error).toBeNull()
  return fetch(data!.signedUrl)
}

function expectSandboxed(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('content-security-policy')).toBe('sandbox')
}

function expectAttachment(res: Response, name: string) {
  expectSandboxed(res)
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
  )
}

beforeAll(async () => {
  for (const who of ['student', 'teacher', 'principal', 'parent'] as const) {
    const { client, session } = await signedInClient(actors[who].email, PASSWORD)
    clients[who] = client
    tokens[who] = session.access_token
  }
})

afterAll(async () => {
  for (const { bucket, path } of made) await admin.storage.from(bucket).remove([path])
})

describe('the work buckets take documents, pictures, sound and video only', () => {
  it.each(['assignment-files', 'submission-files'])(
    '%s allows exactly the types the upload forms offer',
    async (bucket) => {
      const { data, error } = await admin.storage.getBucket(bucket)
      expect(error).toBeNull()
      expect(data!.allowed_mime_types).toEqual([...WORK_FILE_TYPES])
    },
  )

  it.each([
    ['page.html', HTML, 'text/html'],
    ['picture.svg', SVG, 'image/svg+xml'],
    ['script.js', new TextEncoder().encode('alert(1)'), 'text/javascript'],
    ['feed.xml', new TextEncoder().encode('<?xml version="1.0"?><a/>'), 'application/xml'],
    [
      'bundle.zip',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]),
      'application/zip',
    ],
    ['unknown.bin', Uint8Array.from([1, 2, 3, 4]), 'application/octet-stream'],
  ])(
    'a student’s hand-in %s is refused: 415 invalid_mime_type, nothing stored',
    async (name, bytes, contentType) => {
      const path = `${JOURNAL}/${S}/refused-${name}`
      made.push({ bucket: 'submission-files', path })
      const { error } = await clients.student.storage
        .from('submission-files')
        .upload(path, bytes, { contentType })
      expect(error).toMatchObject({
        statusCode: '415',
        message: `mime type ${contentType} is not supported`,
      })
      const { data } = await admin.storage
        .from('submission-files')
        .list(`${JOURNAL}/${S}`, { search: `refused-${name}` })
      expect(data).toEqual([])
    },
  )

  it('a student’s PDF, plain text and picture hand-ins are taken', async () => {
    for (const [name, bytes, contentType] of [
      ['serving.pdf', PDF, 'application/pdf'],
      ['serving.png', PNG, 'image/png'],
      ['serving.txt', new TextEncoder().encode('My essay'), 'text/plain'],
    ] as const) {
      const path = `${JOURNAL}/${S}/${name}`
      made.push({ bucket: 'submission-files', path })
      const { error } = await clients.student.storage
        .from('submission-files')
        .upload(path, bytes, { contentType, upsert: true })
      expect(error, name).toBeNull()
    }
  })
})

describe('objects are served passive-only, nosniff and sandboxed', () => {
  // Files stored before the buckets had a type list: lifted for a moment, as it was then.
  const html = `${JOURNAL}/${S}/old page.html`
  const svg = `${JOURNAL}/${S}/old-picture.svg`

  beforeAll(async () => {
    const files = admin.storage.from('submission-files')
    const before = await admin.storage.getBucket('submission-files')
    const { public: isPublic, file_size_limit: limit, allowed_mime_types: types } = before.data!
    try {
      expect(
        (
          await admin.storage.updateBucket('submission-files', {
            public: isPublic,
            allowedMimeTypes: [],
          })
        ).error,
      ).toBeNull()
      made.push(
        { bucket: 'submission-files', path: html },
        { bucket: 'submission-files', path: svg },
      )
      const student = clients.student.storage.from('submission-files')
      expect(
        (await student.upload(html, HTML, { contentType: 'text/html', upsert: true })).error,
      ).toBeNull()
      expect(
        (await student.upload(svg, SVG, { contentType: 'image/svg+xml', upsert: true })).error,
      ).toBeNull()
    } finally {
      await admin.storage.updateBucket('submission-files', {
        public: isPublic,
        allowedMimeTypes: types ?? undefined,
        fileSizeLimit: limit ?? undefined,
      })
    }
    expect(
      (await files.list(`${JOURNAL}/${S}`, { search: 'old' })).data!.map((o) => o.name).sort(),
    ).toEqual(['old page.html', 'old-picture.svg'])
  })

  it.each(['teacher', 'student'] as const)(
    'HTML and SVG reach the %s only as attachments: download, signed URL, range',
    async (who) => {
      for (const [path, bytes] of [
        [html, HTML],
        [svg, SVG],
      ] as const) {
        const name = path.split('/').pop()!
        const direct = await asCaller(who, 'submission-files', path)
        expect(direct.status).toBe(200)
        expectAttachment(direct, name)
        // Hosted Storage sends HTML as plain text; an SVG keeps its type but not the tab.
        expect(direct.headers.get('content-type')).toBe(
          path === html ? 'text/plain' : 'image/svg+xml',
        )
        expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes)

        const signed = await viaSignedUrl(who, 'submission-files', path)
        expect(signed.status).toBe(200)
        expectAttachment(signed, name)
        await signed.arrayBuffer()

        const range = await asCaller(who, 'submission-files', path, { Range: 'bytes=0-9' })
        expect(range.status).toBe(206)
        expectAttachment(range, name)
        expect((await range.arrayBuffer()).byteLength).toBe(10)

        // supabase-js still downloads it as ever.
        const { data, error } = await clients[who].storage.from('submission-files').download(path)
        expect(error).toBeNull()
        expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes)
      }
    },
  )

  it('a PNG and a PDF are served inline, still nosniff and sandboxed', async () => {
    for (const [name, type] of [
      ['serving.png', 'image/png'],
      ['serving.pdf', 'application/pdf'],
      ['serving.txt', 'text/plain'],
    ] as const) {
      const path = `${JOURNAL}/${S}/${name}`
      for (const res of [
        await asCaller('teacher', 'submission-files', path),
        await viaSignedUrl('teacher', 'submission-files', path),
      ]) {
        expect(res.status, name).toBe(200)
        expectSandboxed(res)
        expect(res.headers.get('content-type')).toBe(type)
        expect(res.headers.get('content-disposition')).toBeNull()
        await res.arrayBuffer()
      }
    }
  })
})

describe('every read of an IEP document is logged by Storage', () => {
  const plan = `${S}/serving-plan.pdf`
  /** sensitive_access_log rows for Aino's IEP documents read by `by`, as `viewer` sees them. */
  const rowsBy = async (by: Who, viewer: Who | 'admin' = 'admin') => {
    const client = viewer === 'admin' ? admin : clients[viewer]
    const { data, error } = await client
      .from('sensitive_access_log')
      .select('id, accessed_by, accessed_by_role, field, profile_id')
      .eq('profile_id', S)
      .eq('field', 'iep_document')
      .eq('accessed_by', actors[by].id)
    expect(error).toBeNull()
    return data!
  }

  beforeAll(async () => {
    made.push({ bucket: 'iep-documents', path: plan })
    const { error } = await admin.storage
      .from('iep-documents')
      .upload(plan, PDF, { contentType: 'application/pdf', upsert: true })
    expect(error).toBeNull()
  })

  afterAll(async () => {
    await admin
      .from('sensitive_access_log')
      .delete()
      .eq('profile_id', S)
      .eq('field', 'iep_document')
  })

  it('the principal’s download adds one row, which the student’s guardian and the student see', async () => {
    const before = (await rowsBy('principal')).length
    const { data, error } = await clients.principal.storage.from('iep-documents').download(plan)
    expect(error).toBeNull()
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(PDF)
    const after = await rowsBy('principal')
    expect(after).toHaveLength(before + 1)
    const row = after.at(-1)!
    expect(row).toMatchObject({
      accessed_by: actors.principal.id,
      accessed_by_role: 'principal',
      field: 'iep_document',
      profile_id: S,
    })
    expect((await rowsBy('principal', 'parent')).map((r) => r.id)).toContain(row.id)
    expect((await rowsBy('principal', 'student')).map((r) => r.id)).toContain(row.id)
    expect(await rowsBy('principal', 'teacher')).toEqual([])
  })

  it('a signed URL adds one row for the person who made it, however often it is fetched', async () => {
    const before = (await rowsBy('parent')).length
    const { data, error } = await clients.parent.storage
      .from('iep-documents')
      .createSignedUrl(plan, 60)
    expect(error).toBeNull()
    for (let i = 0; i < 2; i++) {
      const res = await fetch(data!.signedUrl)
      expect(res.status).toBe(200)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF)
    }
    expect(await rowsBy('parent')).toHaveLength(before + 1)
    expect(await rowsBy('parent', 'parent')).toHaveLength(before + 1)
  })

  it('several signed URLs at once add one row per document', async () => {
    const before = (await rowsBy('principal')).length
    const { data, error } = await clients.principal.storage
      .from('iep-documents')
      .createSignedUrls([plan, `${S}/missing.pdf`], 60)
    expect(error).toBeNull()
    expect(data!.filter((d) => d.signedUrl)).toHaveLength(1)
    expect(await rowsBy('principal')).toHaveLength(before + 1)
  })

  it('listing the folder, asking whether the file exists and its details log nothing', async () => {
    const before = (await rowsBy('principal')).length
    const files = clients.principal.storage.from('iep-documents')
    const listed = await files.list(S)
    expect(listed.data!.map((o) => o.name)).toContain('serving-plan.pdf')
    expect((await files.exists(plan)).data).toBe(true)
    expect((await files.info(plan)).error).toBeNull()
    expect(await rowsBy('principal')).toHaveLength(before)
  })

  it('the student’s own read logs nothing; a teacher is refused and logs nothing', async () => {
    const own = (await rowsBy('student')).length
    expect((await clients.student.storage.from('iep-documents').download(plan)).error).toBeNull()
    expect(await rowsBy('student')).toHaveLength(own)

    const teacher = (await rowsBy('teacher')).length
    expect(
      (await clients.teacher.storage.from('iep-documents').download(plan)).error,
    ).toMatchObject({ statusCode: '404' })
    expect(
      (await clients.teacher.storage.from('iep-documents').createSignedUrl(plan, 60)).error,
    ).not.toBeNull()
    expect(await rowsBy('teacher')).toHaveLength(teacher)
  })

  it('uploading (replacing) a document logs no read', async () => {
    const before = (await rowsBy('principal')).length
    const { error } = await clients.principal.storage
      .from('iep-documents')
      .upload(plan, PDF, { contentType: 'application/pdf', upsert: true })
    expect(error).toBeNull()
    expect(await rowsBy('principal')).toHaveLength(before)
  })
})

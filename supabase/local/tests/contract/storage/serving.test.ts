import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ALICE, PNG, serviceClient, storageServerForFile, userClient, userToken } from './support'

// How objects are served, whatever route reaches them: only passive types inline, everything
// else as an attachment under its name, and every object answer nosniff and sandboxed (stricter
// than hosted storage-api, which sends neither; HTML goes out as text/plain as hosted sends it).
// And what policies on storage.objects see, as on hosted Storage: each request runs as the
// caller in a writable transaction with `storage.operation` naming what it does, so a select
// policy can log a download and tell it from a listing.

let alice: SupabaseClient
let admin: SupabaseClient

const server = storageServerForFile(async (s) => {
  alice = await userClient(s, ALICE)
  admin = serviceClient(s)
  // A bucket whose select policy writes down every row it lets through, and why.
  await s.db.exec(`
    insert into storage.buckets (id, name, public) values ('logged', 'logged', false);
    create table public.storage_reads (
      id bigint generated always as identity primary key, operation text, object_name text, reader uuid);
    create function public.note_storage_read(p_name text) returns boolean
    language plpgsql volatile security definer set search_path = '' as $$
    begin
      insert into public.storage_reads (operation, object_name, reader)
      values (current_setting('storage.operation', true), p_name, auth.uid());
      return true;
    end $$;
    grant execute on function public.note_storage_read(text) to authenticated;
    create policy "logged reads" on storage.objects for select to authenticated
      using (bucket_id = 'logged' and public.note_storage_read(name));
    create policy "logged writes" on storage.objects for insert to authenticated with check (bucket_id = 'logged');
  `)
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const HTML = '<!doctype html><script>alert(document.domain)</script>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

const FILES = [
  { name: 'page.html', body: HTML, type: 'text/html', served: 'text/plain', inline: false },
  { name: 'picture.svg', body: SVG, type: 'image/svg+xml', served: 'image/svg+xml', inline: false },
  {
    name: 'feed.xml',
    body: '<?xml version="1.0"?><a/>',
    type: 'application/xml',
    served: 'application/xml',
    inline: false,
  },
  {
    name: 'app.js',
    body: 'alert(1)',
    type: 'text/javascript',
    served: 'text/javascript',
    inline: false,
  },
  {
    name: 'blob.bin',
    body: Buffer.from([1, 2, 3, 4]),
    type: 'application/octet-stream',
    served: 'application/octet-stream',
    inline: false,
  },
  { name: 'pixel.png', body: PNG, type: 'image/png', served: 'image/png', inline: true },
  { name: 'doc.pdf', body: PDF, type: 'application/pdf', served: 'application/pdf', inline: true },
  {
    name: 'notes.txt',
    body: 'plain words',
    type: 'text/plain',
    served: 'text/plain',
    inline: true,
  },
  { name: 'captions.vtt', body: 'WEBVTT\n', type: 'text/vtt', served: 'text/vtt', inline: true },
  {
    name: 'song.mp3',
    body: Buffer.from([0xff, 0xfb, 0x90, 0x00]),
    type: 'audio/mpeg',
    served: 'audio/mpeg',
    inline: true,
  },
] as const
type ServedFile = (typeof FILES)[number]

async function authHeaders() {
  return {
    apikey: server().keys.anonKey,
    Authorization: `Bearer ${await userToken(server(), ALICE)}`,
  }
}

/** Stores one of FILES at `path` as its type, replacing what was there. */
async function put(client: SupabaseClient, bucket: string, path: string, f: ServedFile) {
  const { error } = await client.storage
    .from(bucket)
    .upload(path, f.body, { contentType: f.type, upsert: true })
  expect(error).toBeNull()
}

function expectServedAs(res: Response, f: ServedFile, label: string) {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(res.headers.get('content-security-policy'), label).toBe('sandbox')
  expect(res.headers.get('content-type'), label).toBe(f.served)
  expect(res.headers.get('content-disposition'), label).toBe(
    f.inline ? null : `attachment; filename*=UTF-8''${f.name}`,
  )
}

describe('objects are served passive-only, nosniff and sandboxed', () => {
  it.each(FILES)('$name: as the caller, through a signed URL, a range and HEAD', async (f) => {
    const path = `${ALICE}/${f.name}`
    await put(alice, 'avatars', path, f)
    const base = `${server().url}/storage/v1/object`
    const headers = await authHeaders()
    const signed = (await alice.storage.from('avatars').createSignedUrl(path, 60)).data!.signedUrl
    const answers: [string, Response][] = [
      ['authenticated', await fetch(`${base}/authenticated/avatars/${path}`, { headers })],
      ['plain', await fetch(`${base}/avatars/${path}`, { headers })],
      ['signed', await fetch(signed)],
      [
        'range',
        await fetch(`${base}/authenticated/avatars/${path}`, {
          headers: { ...headers, Range: 'bytes=0-1' },
        }),
      ],
      ['head', await fetch(`${base}/avatars/${path}`, { method: 'HEAD', headers })],
    ]
    for (const [label, res] of answers) {
      expect(res.status, label).toBe(label === 'range' ? 206 : 200)
      expectServedAs(res, f, label)
      await res.arrayBuffer()
    }
    // supabase-js reads the bytes as ever.
    const { data } = await alice.storage.from('avatars').download(path)
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(Buffer.from(f.body))
  })

  it('a public bucket’s objects too, and a chosen download name still wins', async () => {
    const [page, pixel] = [FILES[0], FILES[5]]
    await put(admin, 'public-assets', page.name, page)
    await put(admin, 'public-assets', pixel.name, pixel)
    const publicUrl = (name: string, options?: { download: string }) =>
      admin.storage.from('public-assets').getPublicUrl(name, options).data.publicUrl
    const html = await fetch(publicUrl(page.name))
    expectServedAs(html, page, 'public html')
    const png = await fetch(publicUrl(pixel.name))
    expectServedAs(png, pixel, 'public png')
    const named = await fetch(publicUrl(pixel.name, { download: 'kuva.png' }))
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''kuva.png`)
    expect(named.headers.get('content-security-policy')).toBe('sandbox')
    await Promise.all([html.arrayBuffer(), png.arrayBuffer(), named.arrayBuffer()])
  })

  it('a range past the end answers 416, still nosniff and sandboxed', async () => {
    const res = await fetch(
      `${server().url}/storage/v1/object/authenticated/avatars/${ALICE}/pixel.png`,
      {
        headers: { ...(await authHeaders()), Range: `bytes=${PNG.length + 10}-` },
      },
    )
    expect(res.status).toBe(416)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe('sandbox')
    await res.arrayBuffer()
  })

  it('a refused type answers as hosted Storage: 400 with 415 invalid_mime_type in the body', async () => {
    const res = await fetch(`${server().url}/storage/v1/object/images/x.png`, {
      method: 'POST',
      headers: { ...(await authHeaders()), 'Content-Type': 'text/html' },
      body: HTML,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    })
  })
})

describe('what a select policy sees', () => {
  const reads = async () =>
    (
      await server().db.query<{ operation: string; object_name: string; reader: string | null }>(
        'select operation, object_name, reader::text as reader from public.storage_reads order by id',
      )
    ).rows
  const since = async (before: number) => (await reads()).slice(before)

  it('runs in a writable transaction, with storage.operation named as hosted storage-api names it', async () => {
    const files = alice.storage.from('logged')
    expect(
      (await files.upload(`${ALICE}/a.txt`, 'aaa', { contentType: 'text/plain' })).error,
    ).toBeNull()
    const reader = ALICE
    const seen = async (run: () => Promise<unknown>) => {
      const before = (await reads()).length
      await run()
      return (await since(before)).map((r) => ({
        ...r,
        reader: r.reader === reader ? 'alice' : r.reader,
      }))
    }
    const one = (operation: string) => [
      { operation, object_name: `${ALICE}/a.txt`, reader: 'alice' },
    ]

    expect(await seen(() => files.download(`${ALICE}/a.txt`))).toEqual(
      one('storage.object.get_authenticated'),
    )
    expect(await seen(() => files.createSignedUrl(`${ALICE}/a.txt`, 60))).toEqual(
      one('storage.object.sign'),
    )
    expect(await seen(() => files.createSignedUrls([`${ALICE}/a.txt`], 60))).toEqual(
      one('storage.object.sign_many'),
    )
    expect(await seen(() => files.list(ALICE))).toEqual(one('storage.object.list'))
    expect(await seen(() => files.info(`${ALICE}/a.txt`))).toEqual(
      one('object.get_authenticated_info'),
    )
    const head = async () =>
      (
        await fetch(`${server().url}/storage/v1/object/logged/${ALICE}/a.txt`, {
          method: 'HEAD',
          headers: await authHeaders(),
        })
      ).arrayBuffer()
    expect(await seen(head)).toEqual(one('object.head_authenticated_info'))
    // A signed URL is fetched with the server's own rights: no policy runs, nothing is seen.
    const { data } = await files.createSignedUrl(`${ALICE}/a.txt`, 60)
    expect(await seen(async () => (await fetch(data!.signedUrl)).arrayBuffer())).toEqual([])
  })
})

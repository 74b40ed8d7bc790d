import { describe, expect, it } from 'vitest'
import { cleanFileName, folderIds, pictureName, sizeProblem, storedType } from '@/lib/files/rules'
import { planUpload } from '@/lib/files/store'
import { GIF, JPEG, PNG, WEBP } from '../../support/tiny-images'

// Profile pictures before anything reaches Storage: the avatars bucket's rules, and the plan
// planUpload makes from a picture's first bytes (where it is stored, with which type).

const ID = '11111111-1111-1111-1111-111111111111'
const MB2 = 2 * 1024 * 1024

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
)

/** What planUpload is told of a file: its name, size and first bytes. */
const told = (name: string, bytes: Uint8Array) => ({ name, size: bytes.byteLength, head: bytes })

describe('profile picture rules', () => {
  it('takes a PNG, JPEG or WebP, told from the bytes; no GIF, APNG, SVG, HEIC or anything else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(storedType('avatars', type)).toEqual({ type })
    for (const type of [
      'image/gif',
      'image/apng',
      'image/svg+xml',
      'image/heic',
      'application/pdf',
      'text/html',
      undefined,
    ]) {
      expect(storedType('avatars', type), String(type)).toEqual({ problem: 'badType' })
    }
  })
  it('holds the bucket’s 2 MB and refuses an empty file', () => {
    expect(sizeProblem('avatars', 0)).toBe('empty')
    expect(sizeProblem('avatars', MB2)).toBeNull()
    expect(sizeProblem('avatars', MB2 + 1)).toBe('tooLarge')
  })
  it('lives in exactly one folder, the owner’s id', () => {
    expect(folderIds('avatars', [ID])).toEqual([ID])
    expect(folderIds('avatars', [ID.toUpperCase()])).toEqual([ID])
    expect(folderIds('avatars', [])).toBeNull()
    expect(folderIds('avatars', [ID, ID])).toBeNull()
    expect(folderIds('avatars', ['..'])).toBeNull()
  })
  it('is named by the app: a clean name with the type’s ending, new for every upload', () => {
    expect(pictureName('image/jpeg', 'abc')).toBe('avatar-abc.jpg')
    expect(pictureName('image/png', 'abc')).toBe('avatar-abc.png')
    expect(pictureName('image/webp', 'abc')).toBe('avatar-abc.webp')
    const name = pictureName('image/png')
    expect(cleanFileName(name)).toBe(name)
    expect(new Set(Array.from({ length: 50 }, () => pictureName('image/png'))).size).toBe(50)
  })
})

describe('planUpload with a picture', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ] as const)(
    'plans a %s under a name of its own, with the type its bytes have',
    async (_label, bytes, type, ending) => {
      // The person's file name does not matter: not even one that would be refused elsewhere.
      const result = await planUpload('avatars', [ID], told('../.me', bytes))
      expect(result.ok).toBe(true)
      if (!result.ok) return
      expect(result.path).toMatch(new RegExp(`^${ID}/avatar-[0-9a-z]+\\.${ending}$`))
      // A new name each time: never stored over another picture.
      expect({ type: result.type, upsert: result.upsert }).toEqual({ type, upsert: false })
    },
  )

  it.each([
    ['a GIF', 'me.gif', GIF, 'badType'],
    ['a PDF called a PNG', 'me.png', PDF, 'badType'],
    ['an SVG', 'me.svg', SVG, 'badType'],
    ['an empty file', 'me.png', new Uint8Array(), 'empty'],
    [
      'a picture over 2 MB',
      'me.png',
      (() => {
        const big = new Uint8Array(MB2 + 1)
        big.set(PNG)
        return big
      })(),
      'tooLarge',
    ],
  ] as const)('refuses %s', async (_label, name, bytes, failure) => {
    expect(await planUpload('avatars', [ID], told(name, bytes))).toEqual({ ok: false, failure })
  })

  it('takes a picture of exactly 2 MB', async () => {
    const atLimit = new Uint8Array(MB2)
    atLimit.set(PNG)
    expect((await planUpload('avatars', [ID], told('me.png', atLimit))).ok).toBe(true)
  })
})

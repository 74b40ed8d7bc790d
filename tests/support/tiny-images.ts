/**
 * The smallest well-formed picture of each kind the avatars bucket takes (and a GIF it does
 * not): unit, integration and end-to-end tests upload the same bytes, so they are written once.
 */

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

/** A JPEG's start (JFIF header) and end markers: enough for the signature checks. */
export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
])

/** A RIFF/WEBP header with a VP8 chunk of zeros. */
export const WEBP = Uint8Array.from([
  ...Buffer.from('RIFF'),
  30,
  0,
  0,
  0,
  ...Buffer.from('WEBPVP8 '),
  ...new Array(22).fill(0),
])

/** A 1×1 GIF: a picture, but not a kind pictures may be. */
export const GIF = Uint8Array.from(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))

// A file's bytes on their way to Storage, shared by the browser's upload field and the server's
// own uploads. Apart from the rules, with no imports, so the field ships none of them.
//
// The bytes never pass through the app: its host takes only a few megabytes in one request
// (Vercel's functions refuse a body over 4.5 MB), and a bucket takes files of up to 25 MB. The
// app first checks the file's name, size and first bytes and makes a signed upload address as
// the person (the bucket's policies decide then); the bytes go straight to that address; the
// app then reads back what was stored (lib/files/store.ts).

/** How many of a file's first bytes tell its type (file-type's own advice). */
export const HEAD_BYTES = 4100

/**
 * Sends a file to the signed upload address the app made for it, with the type the app
 * decided from its first bytes. Answers Storage's HTTP status (0 when the network failed):
 * 413 means the bucket refused it by its size, 415 by its type.
 */
export async function sendToStorage(
  url: string,
  body: Blob | Uint8Array<ArrayBuffer>,
  type: string,
): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': type },
    })
    // The answer's body is read, so the connection is free for the next request.
    await response.arrayBuffer().catch(() => null)
    return response.status
  } catch {
    return 0
  }
}

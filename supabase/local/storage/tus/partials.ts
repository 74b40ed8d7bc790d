import { createHash } from 'node:crypto'
import { createReadStream, mkdirSync } from 'node:fs'
import { open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SNIFF_BYTES } from '../mime'
import type { UploadRef } from './upload-id'

/** What is known of an unfinished resumable upload; its bytes so far are a file beside it. */
export interface PartialUpload extends UploadRef {
  /** Upload-Length: the upload is complete at this many bytes. */
  length: number
  /** The Upload-Metadata header as sent, answered back on HEAD. */
  rawMetadata: string
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
  /** Who started it; only the same caller, by the same route, may continue or end it. */
  creator: string
  createdAt: number
  expiresAt: number
}

/** Bytes appended by one request; `interrupted` when the client went away before its body ended. */
export interface Appended {
  written: number
  interrupted: boolean
}

/**
 * Unfinished resumable uploads on disk, `<storage>/resumable/<version>.part` (the bytes so far,
 * so the offset is the file's size) and `<version>.json` (what the upload is). They live apart
 * from the objects: no object row points at them until the upload completes, and a restart
 * keeps them, so an upload can be continued after one.
 */
export class PartialStore {
  private constructor(private readonly dir: string) {}

  static open(storageRoot: string): PartialStore {
    const dir = path.join(storageRoot, 'resumable')
    mkdirSync(dir, { recursive: true })
    return new PartialStore(dir)
  }

  partPath(version: string): string {
    return path.join(this.dir, `${version}.part`)
  }

  private infoPath(version: string): string {
    return path.join(this.dir, `${version}.json`)
  }

  /** Records a new upload with no bytes yet; the description is written whole or not at all. */
  async create(u: PartialUpload): Promise<void> {
    await (await open(this.partPath(u.version), 'wx')).close()
    const temp = `${this.infoPath(u.version)}.tmp`
    await writeFile(temp, JSON.stringify(u), { flag: 'wx' })
    await rename(temp, this.infoPath(u.version))
  }

  async get(version: string): Promise<PartialUpload | null> {
    try {
      return JSON.parse(await readFile(this.infoPath(version), 'utf8')) as PartialUpload
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || e instanceof SyntaxError) return null
      throw e
    }
  }

  /** How many bytes have arrived. */
  async offset(version: string): Promise<number> {
    return (await stat(this.partPath(version))).size
  }

  /**
   * Appends a request body, at most `max` bytes (past that the client sent more than it may:
   * `tooMuch` is thrown and what fitted is kept). Bytes that arrived before the client went away
   * are kept and flushed, so the upload continues from them.
   */
  async append(
    version: string,
    source: AsyncIterable<Buffer>,
    max: number,
    tooMuch: () => Error,
  ): Promise<Appended> {
    const handle = await open(this.partPath(version), 'a')
    let written = 0
    let interrupted = false
    try {
      for await (const chunk of source) {
        const room = max - written
        const take = chunk.length > room ? chunk.subarray(0, room) : chunk
        for (let done = 0; done < take.length;)
          done += (await handle.write(take, done)).bytesWritten
        written += take.length
        if (chunk.length > room) throw tooMuch()
      }
    } catch (e) {
      if (!isAbort(e)) throw e
      interrupted = true
    } finally {
      await handle.sync().catch(() => undefined)
      await handle.close()
    }
    return { written, interrupted }
  }

  /** The first bytes, for the check of what the content really is. */
  async head(version: string): Promise<Buffer> {
    const handle = await open(this.partPath(version), 'r')
    try {
      const buf = Buffer.alloc(SNIFF_BYTES)
      const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0)
      return buf.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  }

  /** The MD5 of all the bytes (the object's ETag, as for any other upload). */
  async md5(version: string): Promise<string> {
    const hash = createHash('md5')
    for await (const chunk of createReadStream(this.partPath(version))) hash.update(chunk as Buffer)
    return hash.digest('hex')
  }

  /** Ends an upload: its description goes, and its bytes unless they were already moved away. */
  async remove(version: string): Promise<void> {
    await unlink(this.infoPath(version)).catch(ignoreMissing)
    await unlink(this.partPath(version)).catch(ignoreMissing)
  }

  /**
   * Removes uploads past their expiry and any file without its pair (left by a crash between
   * two steps), except those in `busy`. Returns how many uploads went.
   */
  async sweep(now: number, busy: (version: string) => boolean): Promise<number> {
    const files = await readdir(this.dir)
    const versions = new Set(files.map((f) => f.split('.')[0]))
    let removed = 0
    for (const version of versions) {
      if (busy(version)) continue
      const info = files.includes(`${version}.json`) ? await this.get(version) : null
      if (info && files.includes(`${version}.part`)) {
        if (info.expiresAt > now) continue
      } else if (!(await this.leftOver(version, files, now))) {
        continue
      }
      await this.remove(version)
      await unlink(`${this.infoPath(version)}.tmp`).catch(ignoreMissing)
      removed++
    }
    return removed
  }

  /** An incomplete pair is a crash's leftover once a minute old; younger, it may be an upload being created. */
  private async leftOver(version: string, files: string[], now: number): Promise<boolean> {
    for (const f of files.filter((name) => name.startsWith(`${version}.`))) {
      const modified = await stat(path.join(this.dir, f)).then(
        (s) => s.mtimeMs,
        () => 0,
      )
      if (modified > now - 60_000) return false
    }
    return true
  }
}

function ignoreMissing(e: NodeJS.ErrnoException) {
  if (e.code !== 'ENOENT') throw e
}

/** The errors a request body's stream ends with when its client goes away. */
function isAbort(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | null)?.code
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (e as Error | null)?.message === 'aborted'
  )
}

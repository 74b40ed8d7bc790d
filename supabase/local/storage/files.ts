import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import {
  link,
  mkdir,
  open,
  readdir,
  rename,
  rmdir,
  unlink,
  type FileHandle,
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

/**
 * The bytes of every object, one immutable file per version:
 * `<root>/objects/<bucket>/<folders…>/<file name>/<version>`. A version is written to
 * `<root>/tmp/` first, flushed, then renamed into place, so a real name never holds half a
 * file; a file is never changed after that (a new upload is a new version).
 */
export class FileStore {
  private constructor(
    readonly root: string,
    private readonly objectsDir: string,
    private readonly tmpDir: string,
  ) {}

  /** Under `<dataDir>/storage`, or a temporary folder removed on close for in-memory servers. */
  static open(dataDir: string | null, onClose: (fn: () => void) => void): FileStore {
    const root = dataDir
      ? path.join(dataDir, 'storage')
      : mkdtempSync(path.join(os.tmpdir(), 'supabase-local-storage-'))
    if (!dataDir) onClose(() => rmSync(root, { recursive: true, force: true }))
    const store = new FileStore(root, path.join(root, 'objects'), path.join(root, 'tmp'))
    mkdirSync(store.objectsDir, { recursive: true })
    mkdirSync(store.tmpDir, { recursive: true })
    return store
  }

  /** Where a version's bytes live; names are validated before they get here, and checked again. */
  filePath(bucket: string, name: string, version: string): string {
    const file = path.join(this.objectsDir, bucket, ...name.split('/'), version)
    if (!file.startsWith(this.objectsDir + path.sep))
      throw new Error(`object path escapes the store: ${name}`)
    return file
  }

  /** A fresh temporary file, open for writing. */
  async createTemp(): Promise<{ file: string; handle: FileHandle }> {
    const file = path.join(this.tmpDir, randomUUID())
    return { file, handle: await open(file, 'wx') }
  }

  /** Moves a flushed temporary file to the version's real name. */
  async place(temp: string, bucket: string, name: string, version: string): Promise<void> {
    const target = this.filePath(bucket, name, version)
    await mkdir(path.dirname(target), { recursive: true })
    await rename(temp, target)
  }

  /** A second name for an existing version's bytes (copy and move never duplicate bytes). */
  async link(
    from: { bucket: string; name: string; version: string },
    to: { bucket: string; name: string; version: string },
  ) {
    const target = this.filePath(to.bucket, to.name, to.version)
    await mkdir(path.dirname(target), { recursive: true })
    await link(this.filePath(from.bucket, from.name, from.version), target)
  }

  async discardTemp(temp: string): Promise<void> {
    await unlink(temp).catch(() => undefined)
  }

  /** Removes a version's file and the folders it leaves empty. */
  async remove(bucket: string, name: string, version: string): Promise<void> {
    const file = this.filePath(bucket, name, version)
    await unlink(file).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e
    })
    await this.pruneEmpty(path.dirname(file))
  }

  /** The version files of one object name (its folder may also hold deeper objects' folders). */
  async versionsOf(bucket: string, name: string): Promise<string[]> {
    const dir = path.dirname(this.filePath(bucket, name, 'v'))
    try {
      return (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => e.name)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw e
    }
  }

  /** Every version file on disk under its object's name (for the check at start). */
  async *versions(): AsyncGenerator<{ bucket: string; name: string; version: string }> {
    for (const bucket of await readdir(this.objectsDir)) {
      for await (const file of walk(path.join(this.objectsDir, bucket))) {
        const parts = path.relative(path.join(this.objectsDir, bucket), file).split(path.sep)
        const version = parts.pop()!
        yield { bucket, name: parts.join('/'), version }
      }
    }
  }

  /** Leftovers of uploads a crash interrupted: nothing in tmp/ belongs to a finished upload. */
  async clearTemp(): Promise<number> {
    const left = await readdir(this.tmpDir)
    await Promise.all(left.map((f) => unlink(path.join(this.tmpDir, f)).catch(() => undefined)))
    return left.length
  }

  async pruneEmpty(dir: string): Promise<void> {
    while (dir.startsWith(this.objectsDir + path.sep)) {
      try {
        await rmdir(dir)
      } catch {
        return // not empty (or already gone): stop climbing
      }
      dir = path.dirname(dir)
    }
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

// The app's addresses of stored files (app/files/[bucket]/[...path]/route.ts). Apart from the
// rules, with no imports, so the header can build a picture's address without shipping them.

/** A folder of a bucket, where files are uploaded and listed: `/files/<bucket>/<folder ids>`. */
export const filesUrl = (bucket: string, folders: readonly string[]) =>
  `/files/${bucket}/${folders.map(encodeURIComponent).join('/')}`

/** One stored file, from its path in the bucket (`<folder ids>/<name>`). */
export const fileUrl = (bucket: string, path: string) => filesUrl(bucket, path.split('/'))

/**
 * What a request is doing, by hosted storage-api's names for its routes (its
 * `src/http/routes/operations.ts`). Hosted Storage puts the name in the transaction's
 * `storage.operation` setting (read by `storage.operation()`), so a policy on storage.objects
 * can tell a download from a listing of the same rows; this server sets it the same way.
 */
export const OPERATIONS = {
  listBuckets: 'storage.bucket.list',
  getBucket: 'storage.bucket.get',
  createBucket: 'storage.bucket.create',
  updateBucket: 'storage.bucket.update',
  emptyBucket: 'storage.bucket.empty',
  deleteBucket: 'storage.bucket.delete',
  getAuthenticated: 'storage.object.get_authenticated',
  // Hosted keeps these two without the `storage.` prefix (its "legacy" names).
  headAuthenticatedInfo: 'object.head_authenticated_info',
  getAuthenticatedInfo: 'object.get_authenticated_info',
  list: 'storage.object.list',
  sign: 'storage.object.sign',
  signMany: 'storage.object.sign_many',
  signUploadUrl: 'storage.object.sign_upload_url',
  move: 'storage.object.move',
  copy: 'storage.object.copy',
  delete: 'storage.object.delete',
  deleteMany: 'storage.object.delete_many',
} as const

export type Operation = (typeof OPERATIONS)[keyof typeof OPERATIONS]

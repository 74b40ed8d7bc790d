'use client'
import { useT } from '@/components/i18n/client-messages'
import { announce } from '@/lib/accessibility/announce'
import { fileUrl } from '@/lib/files/urls'
import { notify } from '@/lib/notify'

/**
 * Removing one stored file through /files: the bucket's policies decide; a refusal is shown as
 * an error toast with the server's sentence, a removal is announced. The returned function
 * answers whether the file went.
 */
export function useRemoveFile() {
  const t = useT('files')
  const ts = useT('status')
  return async (bucket: string, file: { name: string; path: string }): Promise<boolean> => {
    const response = await fetch(fileUrl(bucket, file.path), { method: 'DELETE' }).catch(() => null)
    const answer = ((await response?.json().catch(() => null)) ?? {}) as {
      error?: string
      message?: string
    }
    if (!response?.ok) {
      notify('error', ts('toast.error'), answer.error ?? t('errors.failed'))
      return false
    }
    announce(answer.message ?? t('removed', { name: file.name }))
    return true
  }
}

import { getTranslations } from 'next-intl/server'

/** Spinner with a spoken status; used by loading.tsx while the session and data load. */
export async function LoadingIndicator() {
  const t = await getTranslations('common')
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-4 py-10 text-muted-foreground">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {t('loading')}
    </div>
  )
}

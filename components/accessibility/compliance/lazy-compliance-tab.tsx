'use client'

import dynamic from 'next/dynamic'
import { useT } from '@/components/i18n/client-messages'

function Loading() {
  const t = useT('compliance')
  return <p>{t('loading')}</p>
}

/**
 * The Compliance Check tab, fetched when it is first shown: the panel that holds it costs no
 * first-load JavaScript for it (and axe-core itself loads only when an audit runs).
 */
export const LazyComplianceTab = dynamic(
  () => import('./compliance-tab').then((m) => m.ComplianceTab),
  {
    ssr: false,
    loading: Loading,
  },
)

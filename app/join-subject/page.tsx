import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PlaceholderPage, placeholderMetadata } from '@/components/common/placeholder-page'

export const generateMetadata = placeholderMetadata('joinSubject')

export default async function JoinSubjectPage() {
  const t = await getTranslations('joinSubject')
  return (
    <>
      <PlaceholderPage namespace="joinSubject" />
      <p className="mt-6">
        <Link href="/dashboard" className="font-medium text-primary underline hover:no-underline">
          {t('back')}
        </Link>
      </p>
    </>
  )
}

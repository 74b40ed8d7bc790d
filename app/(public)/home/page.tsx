import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Landing } from '@/components/public/landing'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('landing')
  return { title: t('metaTitle') }
}

export default function HomeAliasPage() {
  return <Landing />
}

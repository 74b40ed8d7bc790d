import { getTranslations } from 'next-intl/server'
import { getClaims } from '@/lib/auth/session'
import { WayIn } from './way-in'

const FEATURES = ['classes', 'accessibility', 'languages', 'families'] as const

/** What Oppi is, and the way in: sign in, register, or (signed in) the dashboard. */
export async function Landing() {
  const [t, claims] = await Promise.all([getTranslations('landing'), getClaims()])
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="landing-title" className="flex flex-col gap-4 py-6">
        <h1 id="landing-title" tabIndex={-1} className="text-4xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="max-w-prose text-lg text-muted-foreground">{t('lead')}</p>
        <div className="flex flex-wrap gap-3">
          <WayIn
            signedIn={!!claims}
            size="lg"
            labels={{ dashboard: t('goToDashboard'), signIn: t('signIn'), register: t('register') }}
          />
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="mb-4 text-2xl font-semibold">
          {t('featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((key) => (
            <li key={key} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="mb-1 font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="text-muted-foreground">{t(`features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

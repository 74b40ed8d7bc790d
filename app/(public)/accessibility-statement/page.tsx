import { titleFrom } from '@/components/common/page-title'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatLongDate } from '@/lib/i18n/dates'

// The dates this statement was prepared and last reviewed (Act 306/2019 §16 content).
const PREPARED = new Date('2026-11-21T12:00:00Z')
const REVIEWED = new Date('2026-11-23T12:00:00Z')
const ISSUES = ['videos', 'upcoming'] as const

export const generateMetadata = titleFrom('a11yStatement')

/** Accessibility statement with the content the Act on the Provision of Digital Services requires. */
export default async function AccessibilityStatementPage() {
  const [t, locale] = await Promise.all([getTranslations('a11yStatement'), getLocale()])
  const date = (d: Date) => formatLongDate(d, locale)
  const h2 = 'mt-8 mb-2 text-xl font-semibold'
  return (
    <article className="max-w-prose leading-relaxed" aria-labelledby="statement-title">
      <h1 id="statement-title" tabIndex={-1} className="text-3xl font-bold tracking-tight">
        {t('title')}
      </h1>
      <p className="mt-4">{t('intro')}</p>

      <h2 className={h2}>{t('statusTitle')}</h2>
      <p>{t('status')}</p>

      <h2 className={h2}>{t('nonAccessibleTitle')}</h2>
      <p>{t('nonAccessibleIntro')}</p>
      <ul className="mt-2 list-disc space-y-3 pl-6">
        {ISSUES.map((key) => (
          <li key={key}>
            <strong>{t(`issues.${key}.what`)}</strong> {t(`issues.${key}.why`)}
          </li>
        ))}
      </ul>

      <h2 className={h2}>{t('feedbackTitle')}</h2>
      <p>{t('feedback')}</p>
      <ul className="mt-2 list-disc pl-6">
        <li>
          {t('feedbackEmailLabel')}{' '}
          <a
            href={`mailto:${t('feedbackEmail')}`}
            className="text-primary underline hover:no-underline"
          >
            {t('feedbackEmail')}
          </a>
        </li>
      </ul>
      <p className="mt-2">{t('responseTime')}</p>

      <h2 className={h2}>{t('enforcementTitle')}</h2>
      <p>{t('enforcement')}</p>
      <h3 className="mt-4 mb-1 font-semibold">{t('authorityTitle')}</h3>
      <address className="not-italic">
        {t('authorityName')}
        <br />
        {t('authorityUnit')}
        <br />
        <a
          href="https://www.saavutettavuusvaatimukset.fi"
          // An address has no hyphenation points: at 200 % text on a phone it may break anywhere.
          className="text-primary underline [overflow-wrap:anywhere] hover:no-underline"
        >
          www.saavutettavuusvaatimukset.fi
        </a>
      </address>

      <h2 className={h2}>{t('preparedTitle')}</h2>
      <p>{t('method')}</p>
      <p className="mt-2">{t('prepared', { date: date(PREPARED) })}</p>
      <p>{t('reviewed', { date: date(REVIEWED) })}</p>
    </article>
  )
}

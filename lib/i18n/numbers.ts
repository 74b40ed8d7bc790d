import { intlOnce } from './intl-once'

/**
 * A number as the language writes it: '8,5' in Finnish, '8.5' in English, at most two decimals.
 * For texts made outside a component (notifications, e-mails), where next-intl's formatter is
 * not at hand.
 */
export function formatNumber(value: number, locale: string): string {
  const options = { maximumFractionDigits: 2 }
  return intlOnce('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  )
}

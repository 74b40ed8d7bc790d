import { getMessages } from 'next-intl/server'
import { ClientMessages } from '@/components/i18n/client-messages'
import { pickMessages } from '@/lib/i18n/pick'

/**
 * The shell sends client components only the namespaces they use (components/i18n).
 * Daily-work pages wrap their content in this with the namespaces of their forms and buttons.
 */
export async function DailyClientMessages({ namespaces, children }: { namespaces: string[]; children: React.ReactNode }) {
  const messages = await getMessages()
  return <ClientMessages messages={pickMessages(messages, ['status', 'validation', ...namespaces])}>{children}</ClientMessages>
}

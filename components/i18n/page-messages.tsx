import { getMessages } from 'next-intl/server'
import { ClientMessages } from './client-messages'
import { pickMessages } from '@/lib/i18n/pick'

/**
 * The shell sends client components only the namespaces they use. A page wraps its content in
 * this with the namespaces of its forms and buttons; `status` (toasts, save buttons) and
 * `validation` (field errors) always come along.
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: string[]
  children: React.ReactNode
}) {
  const messages = await getMessages()
  return (
    <ClientMessages messages={pickMessages(messages, ['status', 'validation', ...namespaces])}>
      {children}
    </ClientMessages>
  )
}

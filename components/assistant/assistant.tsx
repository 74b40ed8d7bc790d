import { getMessages } from 'next-intl/server'
import { BrowserBackend } from '@/components/common/browser-backend'
import { ClientMessages } from '@/components/i18n/client-messages'
import { env } from '@/lib/env'
import { pickMessages } from '@/lib/i18n/pick'
import { ChatDrawer } from './chat-drawer'

/**
 * The signed-in shell's assistant and speech: the chat drawer, the strings of it and of every
 * read-aloud button on the page, and the backend the browser calls the functions on.
 */
export async function Assistant({ role, children }: { role: string; children: React.ReactNode }) {
  const messages = await getMessages()
  return (
    <ClientMessages messages={pickMessages(messages, ['assistant', 'speech'])}>
      <BrowserBackend
        url={env.NEXT_PUBLIC_SUPABASE_URL}
        anonKey={env.NEXT_PUBLIC_SUPABASE_ANON_KEY}
      />
      {children}
      <ChatDrawer role={role} />
    </ClientMessages>
  )
}

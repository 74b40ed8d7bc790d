import type { Logger } from '../platform/types'

export type MailKind =
  'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication'

export interface OutboxMessage {
  to: string
  subject: string
  kind: MailKind
  /** The link the email would carry (GET /auth/v1/verify…); empty for a reauthentication code. */
  link: string
  token_hash: string
  /** The 6-digit code the email would carry, for verifyOtp({email, token, type}). */
  otp: string
  sent_at: string
}

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
}

const MAX_MESSAGES = 1000

/**
 * supabase/local sends no email: each message is printed to the log and kept here, readable at
 * GET /auth/v1/__local/outbox?email=… (service_role only).
 */
export class Outbox {
  private messages: OutboxMessage[] = []

  constructor(private log: Logger) {}

  send(msg: Omit<OutboxMessage, 'subject' | 'sent_at'>) {
    const full: OutboxMessage = {
      ...msg,
      subject: SUBJECTS[msg.kind],
      sent_at: new Date().toISOString(),
    }
    this.messages.push(full)
    if (this.messages.length > MAX_MESSAGES) this.messages.shift()
    this.log.info(
      `[auth outbox] ${full.subject} → ${full.to}: ${full.link || '(no link)'} (code ${full.otp})`,
    )
  }

  /** Newest first. */
  list(email?: string): OutboxMessage[] {
    const all = [...this.messages].reverse()
    return email ? all.filter((m) => m.to.toLowerCase() === email.toLowerCase()) : all
  }
}

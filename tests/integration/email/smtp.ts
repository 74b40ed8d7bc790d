import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'

/**
 * An SMTP server for the e-mail tests: it keeps what it accepts, parsed, and can refuse
 * (`refuse` returns an SMTP reply code and text) or keep a message waiting before it answers
 * (`hold`), the moment a worker can be killed mid-send; a held message is never taken. A
 * message is kept only when the server answers 250 for it, as a real server takes one only then.
 */
export type Caught = ParsedMail & { messageIdHeader: string }

export async function testSmtp(
  opts: {
    refuse?: (mail: ParsedMail) => { code: number; text: string } | null
    hold?: (mail: ParsedMail) => Promise<void> | null
  } = {},
) {
  const caught: Caught[] = []
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const refusal = opts.refuse?.(mail)
          if (refusal) {
            const error = new Error(refusal.text) as Error & { responseCode: number }
            error.responseCode = refusal.code
            return callback(error)
          }
          const held = opts.hold?.(mail)
          if (held) {
            // A held message is the one a worker is killed over: the server never answers it,
            // and so never takes it, as a real server before its 250.
            await held
            return callback(new Error('connection lost'))
          }
          caught.push({ ...mail, messageIdHeader: mail.messageId ?? '' })
          callback()
        })
        .catch((e) => callback(e))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    caught,
    /** How many client connections have ended (a killed worker's among them). */
    closedCount: () => closed.size,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      EMAIL_FROM: 'Oppi <no-reply@oppi.test>',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

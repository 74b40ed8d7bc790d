import nodemailer, { type Transporter } from 'nodemailer'

/**
 * The SMTP server Oppi's e-mail leaves through, from the environment: SMTP_HOST, SMTP_PORT
 * (587), SMTP_USER and SMTP_PASS (when the server wants them), SMTP_SECURE=true for implicit TLS
 * (port 465), and EMAIL_FROM ('Oppi <no-reply@example.fi>'). In development `npm run dev`
 * points it at its own mail catcher.
 */
export type EmailTransport = { transporter: Transporter; from: string }

export function transportFromEnv(
  env: Record<string, string | undefined> = process.env,
): EmailTransport | null {
  if (!env.SMTP_HOST) return null
  const port = Number(env.SMTP_PORT || 587)
  const secure = env.SMTP_SECURE === 'true'
  return {
    transporter: nodemailer.createTransport({
      host: env.SMTP_HOST,
      port,
      secure,
      // A catcher on this machine speaks plain SMTP; anything else must offer STARTTLS.
      ignoreTLS: env.SMTP_HOST === '127.0.0.1' && !secure,
      requireTLS: env.SMTP_HOST !== '127.0.0.1' && !secure,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      connectionTimeout: 15_000,
      socketTimeout: 30_000,
    }),
    from: env.EMAIL_FROM || 'Oppi <no-reply@oppi.test>',
  }
}

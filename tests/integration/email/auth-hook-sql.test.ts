/**
 * public.send_email_hook in SQL, as the auth server calls it (as supabase_auth_admin, inside its
 * transaction): which rows it queues for each kind of auth e-mail, in which language, and that
 * a sent row keeps no secret.
 */
import { describe, expect, it } from 'vitest'
import type { Queryable } from '@oppi/supabase-local/db'
import { actors } from '../rls/fixtures'
import { pgError, scratchDbForFile } from '../rls/sql-harness'

const db = scratchDbForFile()

type Row = {
  id: string
  to_address: string
  locale: string
  template: string
  data: Record<string, string>
}

async function hook(
  q: Queryable,
  user: Record<string, unknown>,
  emailData: Record<string, string>,
) {
  await q.query('set local role supabase_auth_admin')
  const { rows } = await q.query<{ out: unknown }>(
    'select public.send_email_hook($1::jsonb) as out',
    [JSON.stringify({ metadata: { name: 'send-email' }, user, email_data: emailData })],
  )
  await q.query('reset role')
  const queued = await q.query<Row>(
    `select id, to_address, locale, template, data from private.email_outbox
     where template = 'auth' order by created_at, to_address`,
  )
  return { out: rows[0].out, rows: queued.rows }
}

const stranger = (metadata: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-00000000e1e1',
  email: 'New.Person@Example.test',
  user_metadata: metadata,
})

/** The hook for the stranger changing their address to next@example.test, with these codes and hashes. */
const addressChange = (q: Queryable, codes: Record<string, string>) =>
  hook(
    q,
    { ...stranger(), new_email: 'next@example.test' },
    { email_action_type: 'email_change', ...codes },
  )

describe('send_email_hook in SQL', () => {
  it('queues one auth e-mail in the profile’s language, or the metadata’s, or Finnish', async () => {
    const mail = {
      email_action_type: 'recovery',
      token: '123456',
      token_hash: 'abc',
      redirect_to: 'http://127.0.0.1:3000/auth/confirm',
    }
    await db.as(null, async (q) => {
      const { out, rows } = await hook(
        q,
        { id: actors.parent.id, email: actors.parent.email, user_metadata: { locale: 'fi' } },
        mail,
      )
      expect(out).toEqual({})
      expect(rows).toHaveLength(1)
      // The profile's language wins over the metadata's.
      expect(rows[0]).toMatchObject({
        to_address: actors.parent.email,
        locale: 'en',
        template: 'auth',
      })
      expect(rows[0].data).toMatchObject({
        action: 'recovery',
        token: '123456',
        token_hash: 'abc',
        redirect_to: mail.redirect_to,
      })
    })
    for (const [metadata, locale] of [
      [{ locale: 'en' }, 'en'],
      [{ language: 'finnish' }, 'fi'],
      [{}, 'fi'],
    ] as const) {
      await db.as(null, async (q) => {
        const { rows } = await hook(q, stranger(metadata), { ...mail, email_action_type: 'signup' })
        expect(rows.map((r) => [r.to_address, r.locale])).toEqual([
          ['new.person@example.test', locale],
        ])
      })
    }
  })

  it('queues a secure address change to both addresses, each with its own code and hash', async () => {
    await db.as(null, async (q) => {
      const { rows } = await addressChange(q, {
        token: '111111',
        token_hash: 'hash-of-new',
        token_new: '222222',
        token_hash_new: 'hash-of-current',
      })
      expect(rows.map((r) => [r.to_address, r.data.token, r.data.token_hash])).toEqual([
        ['new.person@example.test', '111111', 'hash-of-current'],
        ['next@example.test', '222222', 'hash-of-new'],
      ])
    })
    // Without secure change: one e-mail, to the new address.
    await db.as(null, async (q) => {
      const { rows } = await addressChange(q, {
        token: '333333',
        token_hash: 'hash-of-new',
        token_new: '',
        token_hash_new: '',
      })
      expect(rows.map((r) => [r.to_address, r.data.token])).toEqual([
        ['next@example.test', '333333'],
      ])
    })
  })

  it('queues nothing for the notices Oppi does not send, nor for an event without an action', async () => {
    const events: Record<string, string>[] = [
      { email_action_type: 'password_changed_notification' },
      {},
    ]
    for (const emailData of events) {
      await db.as(null, async (q) => {
        const { out, rows } = await hook(q, stranger(), emailData)
        expect(out).toEqual({})
        expect(rows).toEqual([])
      })
    }
  })

  it('a sent or given-up auth e-mail keeps no code or hash', async () => {
    await db.as(null, async (q) => {
      const { rows } = await hook(q, stranger(), {
        email_action_type: 'magiclink',
        token: '654321',
        token_hash: 'h',
      })
      await q.query(`update private.email_outbox set status = 'sent' where id = $1`, [rows[0].id])
      const { rows: after } = await q.query<{ data: Record<string, string> }>(
        'select data from private.email_outbox where id = $1',
        [rows[0].id],
      )
      expect(after[0].data).toEqual({ action: 'magiclink', redirect_to: '', site_url: '' })
    })
  })

  it('a failed auth e-mail keeps its code to try again, and loses it once given up', async () => {
    await db.as(null, async (q) => {
      await hook(q, stranger(), { email_action_type: 'recovery', token: '246810', token_hash: 'h' })
      // The worker's side, as the service role: a temporary failure, then a permanent one.
      await q.query('set local role service_role')
      const claim = async () => {
        const { rows } = await q.query<{ id: string; claim_token: string }>(
          `select id, claim_token from public.email_claim(10, 60, array['auth'])`,
        )
        expect(rows).toHaveLength(1)
        return rows[0]
      }
      const data = async (id: string) =>
        (
          await q.query<{ data: Record<string, string> }>(
            'select data from private.email_outbox where id = $1',
            [id],
          )
        ).rows[0].data
      let row = await claim()
      const again = await q.query<{ status: string }>(
        `select public.email_failed($1, $2, '421 try later', false) as status`,
        [row.id, row.claim_token],
      )
      expect(again.rows[0].status).toBe('queued')
      await q.query('reset role')
      expect(await data(row.id)).toMatchObject({ token: '246810', token_hash: 'h' })
      // A retry waits for its back-off: make it due now.
      await q.query(`update private.email_outbox set next_attempt_at = now() where id = $1`, [
        row.id,
      ])
      await q.query('set local role service_role')
      row = await claim()
      const given = await q.query<{ status: string }>(
        `select public.email_failed($1, $2, '550 no such user', true) as status`,
        [row.id, row.claim_token],
      )
      expect(given.rows[0].status).toBe('failed')
      await q.query('reset role')
      expect(await data(row.id)).toEqual({ action: 'recovery', redirect_to: '', site_url: '' })
    })
  })

  it('only the auth server may call it', async () => {
    for (const actor of ['anon', 'parent'] as const) {
      await db.as(actor, async (q) => {
        const error = await pgError(() => q.query(`select public.send_email_hook('{}'::jsonb)`))
        expect(error?.code, actor).toBe('42501')
      })
    }
  })
})

-- Oppi data model: e-mail, which follows the notifications and carries the auth server's mail.
--
-- Every notification the database makes (see the notifications migration) may also become an
-- e-mail, as its recipient chose for its kind of news (email_preferences): at once, in a daily
-- digest, or never. A message marked important goes at once whatever the choice. The kinds:
--   messages       a message or reply (message_received)
--   announcements  class news: announcements, new assignments, changed due dates, new videos
--   grades         a graded hand-in, a late hand-in told to the parents
--   absences       reserved for attendance, which comes later
--   account        the account was activated
-- Sending is a queue (private.email_outbox) that a worker drains through the API as the
-- service role: email_claim() leases rows to one worker with a fresh token, email_sent() and
-- email_failed() accept the outcome only with that token, so a worker that lost its lease
-- cannot mark a row another worker owns. A failed send is tried again with back-off
-- (30 s doubling, at most 6 h apart) and given up after 8 tries, with its last error kept.
-- Rows are only ever added for a notification once (dedupe_key), and people never read or
-- write the queue: they set their own preferences, nothing else. Their settings page shows
-- each kind's cadence as the queue reads it (my_email_preferences(): their own choice, else
-- the default, which is written once, in private.email_default_cadence()).
--
-- The auth server's e-mails (invitation, sign-up confirmation, magic link or code, password
-- reset, address change, reauthentication) leave through the same queue, in Oppi's templates
-- and the reader's language, instead of the auth server's built-in English-only ones.
--
-- The way in is GoTrue's Send Email Hook (supabase/config.toml [auth.hook.send_email]): instead
-- of mailing, the auth server calls public.send_email_hook(event) inside the transaction that
-- made the token, as supabase_auth_admin, with
--   {user, email_data: {token, token_hash, redirect_to, email_action_type, site_url,
--                       token_new, token_hash_new, …}}.
-- The hook only queues: one row of private.email_outbox per e-mail (two for a secure address
-- change, one to each address), template 'auth', sent at once by the worker that sends the rest
-- of Oppi's e-mail (lib/email/worker.ts) — never in a digest and whatever the person's
-- preferences, since the account cannot work without it. The row holds the one-time code and
-- token hash, so it stays in `private`, which the API does not expose and nobody but the
-- service role's worker functions reads; once sent, the secrets are wiped from the row.
--
-- The reader's language: the profile's (private.email_locale) when the account has one; else
-- what the sign-up or invitation put in user_metadata.locale ('en'/'fi'; the app writes the
-- language its page was in); else Finnish, the language of the schools Oppi is for.

create table public.email_preferences (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('messages', 'announcements', 'grades', 'absences', 'account')),
  cadence text not null check (cadence in ('now', 'daily', 'never')),
  updated_at timestamptz not null default now(),
  primary key (profile_id, kind)
);

comment on table public.email_preferences is
  'How each person wants e-mail per kind of news; a kind without a row uses private.email_default_cadence().';

alter table public.email_preferences enable row level security;

revoke all on public.email_preferences from anon;

revoke truncate, references, trigger on public.email_preferences from authenticated;

create policy email_preferences_own on public.email_preferences for all to authenticated
  using (profile_id = (select private.active_profile_id()))
  with check (profile_id = (select private.active_profile_id()));

create table private.email_outbox (
  id uuid primary key default gen_random_uuid(),
  school_id uuid references public.schools (id) on delete cascade,
  profile_id uuid references public.profiles (id) on delete cascade,
  to_address text not null check (to_address ~ '^[^@\s]+@[^@\s]+$'),
  locale text not null check (locale in ('en', 'fi')),
  template text not null check (template in ('notification', 'digest', 'auth')),
  data jsonb not null default '{}'::jsonb,
  dedupe_key text not null unique,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  locked_until timestamptz,
  last_error text,
  message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_due_idx on private.email_outbox (next_attempt_at) where status in ('queued', 'sending');

create index email_outbox_profile_idx on private.email_outbox (profile_id);

create table private.email_digest_items (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  digested_at timestamptz
);

create index email_digest_items_pending_idx on private.email_digest_items (profile_id) where digested_at is null;

-- ---------------------------------------------------------------------------------------
-- From a notification to the queue
-- ---------------------------------------------------------------------------------------
create or replace function private.email_kind(p_notification_kind text)
returns text language sql immutable set search_path = ''
as $$
  select case p_notification_kind
    when 'message_received' then 'messages'
    when 'announcement_posted' then 'announcements'
    when 'assignment_created' then 'announcements'
    when 'assignment_due_changed' then 'announcements'
    when 'video_added' then 'announcements'
    when 'submission_graded' then 'grades'
    when 'submission_late' then 'grades'
    when 'account_activated' then 'account'
  end
$$;

create or replace function private.email_default_cadence(p_kind text)
returns text language sql immutable set search_path = ''
as $$
  select case p_kind when 'announcements' then 'daily' when 'grades' then 'daily' else 'now' end
$$;

-- The reader's language for e-mail: the one their profile names, Finnish unless it says English.
create or replace function private.email_locale(p_profile uuid)
returns text language sql stable security definer set search_path = ''
as $$
  select case when p.communication_preferences ->> 'preferredLanguage' = 'english' then 'en' else 'fi' end
  from public.profiles p where p.id = p_profile
$$;

create or replace function private.email_from_notification()
returns trigger language plpgsql security definer set search_path = ''
as $$
declare
  v_kind text := private.email_kind(new.kind);
  v_cadence text;
  v_address text;
  v_role text;
begin
  -- A notification that arrives with its history (a seed, a restore) is not news.
  if v_kind is null or new.created_at < now() - interval '1 minute' then
    return null;
  end if;
  select coalesce(ep.cadence, private.email_default_cadence(v_kind)) into v_cadence
  from (select 1) one
  left join public.email_preferences ep on ep.profile_id = new.user_id and ep.kind = v_kind;
  if (new.data ->> 'important')::boolean is true then
    v_cadence := 'now';
  end if;
  select p.email, p.role into v_address, v_role from public.profiles p where p.id = new.user_id and p.is_active;
  if v_cadence = 'never' or coalesce(v_address, '') !~ '^[^@\s]+@[^@\s]+$' then
    return null;
  end if;
  if v_cadence = 'daily' then
    insert into private.email_digest_items (notification_id, profile_id)
    values (new.id, new.user_id) on conflict do nothing;
  else
    insert into private.email_outbox (school_id, profile_id, to_address, locale, template, data, dedupe_key)
    values (new.school_id, new.user_id, v_address, private.email_locale(new.user_id), 'notification',
            jsonb_build_object('kind', new.kind, 'title', new.title, 'message', new.message,
                               'link', new.link, 'data', new.data, 'email_kind', v_kind,
                               'reader', v_role),
            'notification:' || new.id)
    on conflict (dedupe_key) do nothing;
  end if;
  return null;
end
$$;

create trigger notifications_email after insert on public.notifications
  for each row execute function private.email_from_notification();

-- The day's digest for everyone who has news waiting: one e-mail each, made once per day.
create or replace function public.email_build_digests(p_day date default (now() at time zone 'Europe/Helsinki')::date)
returns integer language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_count integer;
begin
  with pending as (
    select d.profile_id, jsonb_agg(jsonb_build_object('kind', n.kind, 'title', n.title, 'message', n.message,
                                                      'link', n.link, 'data', n.data, 'at', n.created_at)
                                   order by n.created_at) items,
           array_agg(d.notification_id) ids
    from private.email_digest_items d
    join public.notifications n on n.id = d.notification_id
    where d.digested_at is null
    group by d.profile_id
  ), queued as (
    insert into private.email_outbox (school_id, profile_id, to_address, locale, template, data, dedupe_key)
    select p.school_id, p.id, p.email, private.email_locale(p.id), 'digest',
           jsonb_build_object('day', p_day, 'items', pending.items, 'reader', p.role),
           'digest:' || p.id || ':' || p_day
    from pending join public.profiles p on p.id = pending.profile_id and p.is_active
    where p.email ~ '^[^@\s]+@[^@\s]+$'
    on conflict (dedupe_key) do nothing
    returning profile_id
  )
  update private.email_digest_items d set digested_at = now()
  from pending
  where d.profile_id = pending.profile_id and d.notification_id = any (pending.ids)
    and d.profile_id in (select profile_id from queued);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- The settings page's choices: each kind as the queue reads it.
create or replace function public.my_email_preferences()
returns table (kind text, cadence text)
language sql stable security definer
set search_path = ''
as $$
  select k.kind, coalesce(ep.cadence, private.email_default_cadence(k.kind))
  from unnest(array['messages', 'announcements', 'grades', 'absences', 'account']) with ordinality k (kind, n)
  left join public.email_preferences ep
    on ep.profile_id = (select private.active_profile_id()) and ep.kind = k.kind
  where (select private.active_profile_id()) is not null
  order by k.n
$$;

comment on function public.my_email_preferences() is
  'The caller''s e-mail cadence for each kind of news: their own choice, else the default the queue uses.';

-- ---------------------------------------------------------------------------------------
-- The auth server's e-mails
-- ---------------------------------------------------------------------------------------
-- An auth e-mail's secrets are worth nothing once sent (and only worth stealing before): the
-- row that reports the sending keeps what it was, not the code or the link's token.
create or replace function private.email_forget_auth_secrets()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if new.template = 'auth' and new.status in ('sent', 'failed') then
    new.data := new.data - 'token' - 'token_hash';
  end if;
  return new;
end
$$;

create trigger email_outbox_forget_auth_secrets before update of status on private.email_outbox
  for each row execute function private.email_forget_auth_secrets();

create or replace function private.auth_email_locale(p_user jsonb)
returns text language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select private.email_locale(p.id) from public.profiles p
     where p.user_id = (p_user ->> 'id')::uuid and p.is_active),
    case lower(coalesce(p_user -> 'user_metadata' ->> 'locale', p_user -> 'user_metadata' ->> 'language', ''))
      when 'en' then 'en' when 'english' then 'en' when 'fi' then 'fi' when 'finnish' then 'fi'
    end,
    'fi')
$$;

create or replace function public.send_email_hook(event jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_mail jsonb := coalesce(event -> 'email_data', '{}'::jsonb);
  v_action text := v_mail ->> 'email_action_type';
  v_email text := lower(coalesce(v_user ->> 'email', ''));
  v_new_email text := lower(coalesce(v_user ->> 'new_email', ''));
  v_profile uuid;
  v_school uuid;
  v_locale text := private.auth_email_locale(v_user);
  v_common jsonb;
  v_mails jsonb;
  v_one jsonb;
begin
  if coalesce(v_action, '') not in ('signup', 'invite', 'magiclink', 'recovery', 'email_change', 'reauthentication', 'email') then
    -- Notices Oppi does not send (password changed, factor enrolled…): nothing to queue.
    return '{}'::jsonb;
  end if;
  select p.id, p.school_id into v_profile, v_school from public.profiles p
  where p.user_id = (v_user ->> 'id')::uuid;
  v_common := jsonb_build_object(
    'action', v_action,
    'redirect_to', coalesce(v_mail ->> 'redirect_to', ''),
    'site_url', coalesce(v_mail ->> 'site_url', ''));
  if v_action = 'email_change' and coalesce(v_mail ->> 'token_hash_new', '') <> '' then
    -- Secure address change: GoTrue puts the current address's code in token with its hash in
    -- token_hash_new, and the new address's code in token_new with its hash in token_hash.
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_email, 'token', v_mail ->> 'token', 'token_hash', v_mail ->> 'token_hash_new',
                         'new_email', v_new_email),
      jsonb_build_object('to', v_new_email, 'token', v_mail ->> 'token_new', 'token_hash', v_mail ->> 'token_hash',
                         'new_email', v_new_email));
  elsif v_action = 'email_change' then
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_new_email, 'token', v_mail ->> 'token', 'token_hash', v_mail ->> 'token_hash',
                         'new_email', v_new_email));
  else
    v_mails := jsonb_build_array(
      jsonb_build_object('to', v_email, 'token', v_mail ->> 'token', 'token_hash', coalesce(v_mail ->> 'token_hash', '')));
  end if;
  for v_one in select value from jsonb_array_elements(v_mails) loop
    if coalesce(v_one ->> 'to', '') !~ '^[^@\s]+@[^@\s]+$' then
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 500, 'message', 'The e-mail has no address to go to.'));
    end if;
    insert into private.email_outbox (school_id, profile_id, to_address, locale, template, data, dedupe_key)
    values (v_school, v_profile, v_one ->> 'to', v_locale, 'auth', v_common || (v_one - 'to'),
            'auth:' || gen_random_uuid());
  end loop;
  return '{}'::jsonb;
end
$$;

comment on function public.send_email_hook(jsonb) is
  'GoTrue''s Send Email Hook ([auth.hook.send_email]): queues the auth e-mail in private.email_outbox for Oppi''s worker.';

-- As Supabase asks of every Postgres hook: only the auth server may call it.
revoke all on function public.send_email_hook(jsonb) from public, anon, authenticated, service_role;

grant execute on function public.send_email_hook(jsonb) to supabase_auth_admin;

-- ---------------------------------------------------------------------------------------
-- The worker's side: claim, then report
-- ---------------------------------------------------------------------------------------
-- A worker may claim only some templates: the integration tests' inbox worker sends the auth
-- e-mails at once while the queue's own tests send the rest through servers they control.
create or replace function public.email_claim(p_limit integer default 10, p_lease_seconds integer default 60,
                                              p_templates text[] default null)
returns table (id uuid, claim_token uuid, to_address text, locale text, template text, data jsonb,
               attempts integer, created_at timestamptz)
language plpgsql volatile security definer set search_path = ''
as $$
begin
  return query
    update private.email_outbox o
    set status = 'sending', claim_token = gen_random_uuid(), attempts = o.attempts + 1,
        locked_until = now() + make_interval(secs => greatest(p_lease_seconds, 5))
    where o.id in (
      select q.id from private.email_outbox q
      where ((q.status = 'queued' and q.next_attempt_at <= now())
          or (q.status = 'sending' and q.locked_until < now()))
        and (p_templates is null or q.template = any (p_templates))
      order by q.next_attempt_at
      limit least(greatest(p_limit, 1), 100)
      for update skip locked)
    returning o.id, o.claim_token, o.to_address, o.locale, o.template, o.data, o.attempts, o.created_at;
end
$$;

create or replace function public.email_sent(p_id uuid, p_token uuid, p_message_id text)
returns boolean language plpgsql volatile security definer set search_path = ''
as $$
begin
  update private.email_outbox o
  set status = 'sent', sent_at = now(), message_id = p_message_id, claim_token = null,
      locked_until = null, last_error = null
  where o.id = p_id and o.claim_token = p_token and o.status = 'sending';
  return found;
end
$$;

create or replace function public.email_failed(p_id uuid, p_token uuid, p_error text, p_permanent boolean default false)
returns text language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status text;
begin
  update private.email_outbox o
  set status = case when p_permanent or o.attempts >= 8 then 'failed' else 'queued' end,
      next_attempt_at = now() + least(interval '6 hours', interval '30 seconds' * power(2, greatest(o.attempts - 1, 0))),
      last_error = left(p_error, 2000), claim_token = null, locked_until = null
  where o.id = p_id and o.claim_token = p_token and o.status = 'sending'
  returning o.status into v_status;
  return v_status;
end
$$;

-- What the queue holds, for the operator's report (failed rows with their errors).
create or replace function public.email_queue_report()
returns table (status text, count bigint, oldest timestamptz, last_error text)
language sql stable security definer set search_path = ''
as $$
  select o.status, count(*), min(o.created_at),
         (array_agg(o.last_error order by o.created_at desc) filter (where o.last_error is not null))[1]
  from private.email_outbox o group by o.status order by o.status
$$;

-- Whether an auth e-mail to this address is still on its way (queued, or being sent): what an
-- operator asks when someone says the link never came, and what the test inboxes wait for.
create or replace function public.auth_email_pending(p_address text)
returns boolean language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.email_outbox o
    where o.template = 'auth' and lower(o.to_address) = lower(p_address)
      and o.status in ('queued', 'sending'))
$$;

revoke all on function private.email_kind(text), private.email_default_cadence(text),
  private.email_locale(uuid), private.email_from_notification(), private.auth_email_locale(jsonb),
  private.email_forget_auth_secrets() from public, anon, authenticated;

revoke all on function public.my_email_preferences() from public, anon;

grant execute on function public.my_email_preferences() to authenticated, service_role;

revoke all on function public.email_build_digests(date), public.email_claim(integer, integer, text[]),
  public.email_sent(uuid, uuid, text), public.email_failed(uuid, uuid, text, boolean),
  public.email_queue_report(), public.auth_email_pending(text)
  from public, anon, authenticated;

grant execute on function public.email_build_digests(date), public.email_claim(integer, integer, text[]),
  public.email_sent(uuid, uuid, text), public.email_failed(uuid, uuid, text, boolean),
  public.email_queue_report(), public.auth_email_pending(text)
  to service_role;

-- Oppi data model: e-mail that follows the notifications.
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
-- write the queue: they set their own preferences, nothing else.

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
  template text not null check (template in ('notification', 'digest')),
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

-- ---------------------------------------------------------------------------------------
-- The worker's side: claim, then report
-- ---------------------------------------------------------------------------------------
create or replace function public.email_claim(p_limit integer default 10, p_lease_seconds integer default 60)
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
      where (q.status = 'queued' and q.next_attempt_at <= now())
         or (q.status = 'sending' and q.locked_until < now())
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

revoke all on function private.email_kind(text), private.email_default_cadence(text),
  private.email_locale(uuid), private.email_from_notification() from public, anon, authenticated;

revoke all on function public.email_build_digests(date), public.email_claim(integer, integer),
  public.email_sent(uuid, uuid, text), public.email_failed(uuid, uuid, text, boolean),
  public.email_queue_report()
  from public, anon, authenticated;

grant execute on function public.email_build_digests(date), public.email_claim(integer, integer),
  public.email_sent(uuid, uuid, text), public.email_failed(uuid, uuid, text, boolean),
  public.email_queue_report()
  to service_role;

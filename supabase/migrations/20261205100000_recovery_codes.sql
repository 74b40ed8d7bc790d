-- Recovery codes: a person's own way back in after losing the phone with their authenticator
-- app, without the principal or the platform operator.
--
-- At aal2 (signed in with the second factor) a person asks for a set of ten codes. They are
-- shown once: only a hash of each is kept, in a private table no API role can read. Asking
-- again replaces the whole set, so the old codes stop working. One code works once: after a
-- password sign-in (aal1) the person gives a code, public.use_recovery_code() spends it in one
-- update (two requests with the same code cannot both succeed) and records the recovery in
-- account_events; only then does the app remove the person's factors through the auth
-- server's admin API (docs/decisions.md, "Recovery codes"), and they set up a new one.
--
-- The codes are 12 random hexadecimal digits (48 bits) from gen_random_uuid(); a hash is
-- sha256 over the account id and the code, so equal codes of two accounts hash differently.
-- Guessing is bounded as well: after 5 wrong codes in 15 minutes the account's codes are
-- refused until the window has passed.

create table private.mfa_recovery_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);
comment on table private.mfa_recovery_codes is
  'Hashes of each account''s current recovery codes (see public.create_recovery_codes); used_at once spent.';

create table private.mfa_recovery_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index mfa_recovery_failures_user_idx on private.mfa_recovery_failures (user_id, failed_at desc);
comment on table private.mfa_recovery_failures is
  'Wrong recovery codes given, for the limit in public.use_recovery_code.';

revoke all on table private.mfa_recovery_codes, private.mfa_recovery_failures
  from public, anon, authenticated;

-- A code as people type it: spaces and dashes dropped, case ignored.
create or replace function private.recovery_code_hash(p_user uuid, p_code text)
returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(
    p_user::text || ':' || upper(regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g')), 'UTF8')), 'hex')
$$;

-- A new set of ten codes for the caller, replacing the old set; the plain codes are returned
-- this once. Only at aal2: with the password alone nobody can make codes to remove the factor.
create or replace function public.create_recovery_codes()
returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_codes text[] := '{}';
  v_code text;
begin
  if v_uid is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception 'Recovery codes need a sign-in with the second factor'
      using errcode = '42501', hint = 'aal2_required';
  end if;
  delete from private.mfa_recovery_codes where user_id = v_uid;
  for i in 1..10 loop
    v_code := upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
    v_code := substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4);
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (v_uid, private.recovery_code_hash(v_uid, v_code));
    v_codes := v_codes || v_code;
  end loop;
  return v_codes;
end;
$$;

-- How many of the caller's codes are left unused (0 when they have none).
create or replace function public.recovery_codes_left()
returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from private.mfa_recovery_codes
  where user_id = (select auth.uid()) and used_at is null
$$;

-- Spends one of the caller's codes: true when it was theirs and unused (it is used now, and
-- the recovery is in account_events), false otherwise. A wrong code is not an exception, so
-- that the failure it records stays; after 5 of them in 15 minutes even a right code waits.
create or replace function public.use_recovery_code(code text)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_used bigint;
begin
  if v_uid is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if (select count(*) from private.mfa_recovery_failures f
      where f.user_id = v_uid and f.failed_at > now() - interval '15 minutes') >= 5 then
    raise exception 'Too many wrong recovery codes: wait a moment and try again'
      using errcode = 'P0001', hint = 'recovery_rate_limited';
  end if;
  update private.mfa_recovery_codes c set used_at = now()
  where c.user_id = v_uid and c.used_at is null
    and c.code_hash = private.recovery_code_hash(v_uid, use_recovery_code.code)
  returning c.id into v_used;
  if v_used is null then
    insert into private.mfa_recovery_failures (user_id) values (v_uid);
    return false;
  end if;
  delete from private.mfa_recovery_failures where user_id = v_uid;
  perform private.log_account_event(v_uid, 'mfa_recovered');
  return true;
end;
$$;

comment on function public.create_recovery_codes() is
  'At aal2: replaces the caller''s recovery codes with ten new ones, returned in plain this once.';
comment on function public.recovery_codes_left() is 'How many of the caller''s recovery codes are unused.';
comment on function public.use_recovery_code(text) is
  'Spends one of the caller''s recovery codes (true) or records a wrong one (false); the app then removes the caller''s factors.';

-- The recovery is an account event like a principal's factor reset, seen by the person and
-- their principal.
alter table public.account_events drop constraint account_events_action_check;
alter table public.account_events add constraint account_events_action_check
  check (action in ('approved', 'activated', 'deactivated', 'mfa_reset', 'mfa_recovered', 'removed', 'restored'));

revoke all on function private.recovery_code_hash(uuid, text), public.create_recovery_codes(),
  public.recovery_codes_left(), public.use_recovery_code(text) from public, anon, authenticated;
grant execute on function public.create_recovery_codes(), public.recovery_codes_left(),
  public.use_recovery_code(text) to authenticated;

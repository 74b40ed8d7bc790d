-- The auth server keeps an account's sign-in lockout, not only the app. Until now the app asked
-- private.sign_in_failures before trying a password and reported each failure, but the same
-- guesses sent straight to auth/v1/token went through without limit. Now the auth server's
-- password verification attempt hook (config.toml [auth.hook.password_verification_attempt])
-- calls public.password_verification_attempt_hook after every password it compares for an
-- existing account:
--   * while the account must wait, the attempt is refused whatever the password, so even the
--     right password does not sign in before the wait is over;
--   * a wrong password counts as a failure, with the thresholds the app has always used (from
--     the fifth failure in a row 30 s, doubling up to 15 minutes; forgotten after an hour);
--   * a right password clears the count.
-- The refusal reads exactly like a wrong password ("Invalid login credentials"), so a guesser
-- learns nothing from it; the app tells the person the wait, read from this table (the one
-- source of truth) through public.sign_in_wait.
--
-- The auth server only asks about existing accounts. The app still reports every failure it
-- sees (public.record_sign_in_failure), so an address without an account slows down the same
-- way and the app's answers do not tell which addresses have one. A failure the auth server has
-- already handled is marked, and the app's report of that same failure only clears the mark,
-- so no failure counts twice.

alter table private.sign_in_failures
  add column awaiting_app_report boolean not null default false;

-- Counts one failure for the key (the rules above); returns the wait now in force, in seconds.
create or replace function private.count_sign_in_failure(p_key text)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_failures integer;
begin
  delete from private.sign_in_failures f where f.last_failed_at < now() - interval '1 hour';
  insert into private.sign_in_failures as f (email_key, failures, last_failed_at)
  values (p_key, 1, now())
  on conflict (email_key) do update set failures = f.failures + 1, last_failed_at = now()
  returning f.failures into v_failures;
  if v_failures >= 5 then
    update private.sign_in_failures f
    set locked_until = now() + least(interval '15 minutes', interval '30 seconds' * power(2, v_failures - 5))
    where f.email_key = p_key;
  end if;
  return private.sign_in_wait_seconds(p_key);
end;
$$;

-- The app's report of a failed password for the address; returns the wait now in force.
create or replace function public.record_sign_in_failure(email text)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_key text := lower(btrim(coalesce(record_sign_in_failure.email, '')));
begin
  if v_key = '' or length(v_key) > 320 then
    return 0;
  end if;
  update private.sign_in_failures f set awaiting_app_report = false
  where f.email_key = v_key and f.awaiting_app_report;
  if found then
    return private.sign_in_wait_seconds(v_key);
  end if;
  return private.count_sign_in_failure(v_key);
end;
$$;

-- GoTrue's password verification attempt hook. Input {metadata, user_id, valid}; output
-- {decision: "continue" | "reject", message}. GoTrue runs it in a transaction of its own, so a
-- failure recorded here stays although the sign-in then fails.
create or replace function public.password_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_key text;
begin
  select lower(btrim(coalesce(u.email, ''))) into v_key
  from auth.users u where u.id = (event ->> 'user_id')::uuid;
  if coalesce(v_key, '') = '' then
    return jsonb_build_object('decision', 'continue');
  end if;
  if private.sign_in_wait_seconds(v_key) > 0 then
    -- Not counted: a refused attempt does not lengthen the wait (the app does not even try).
    update private.sign_in_failures f set awaiting_app_report = true where f.email_key = v_key;
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials');
  end if;
  if coalesce((event ->> 'valid')::boolean, false) then
    delete from private.sign_in_failures f where f.email_key = v_key;
  else
    perform private.count_sign_in_failure(v_key);
    update private.sign_in_failures f set awaiting_app_report = true where f.email_key = v_key;
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
comment on function public.password_verification_attempt_hook(jsonb) is
  'Supabase password verification attempt hook: the account lockout (private.sign_in_failures). Callable by supabase_auth_admin only.';

revoke all on function private.count_sign_in_failure(text) from public, anon, authenticated;
revoke all on function public.password_verification_attempt_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.password_verification_attempt_hook(jsonb) to supabase_auth_admin;
revoke all on function public.record_sign_in_failure(text) from public;
grant execute on function public.record_sign_in_failure(text) to anon, authenticated, service_role;

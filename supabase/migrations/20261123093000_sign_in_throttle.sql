-- Repeated wrong passwords slow an account down. The auth server limits requests per address
-- but not per account, so the app asks here before it tries a password and reports each
-- failure: from the fifth failure in a row the account waits 30 s, doubling with every further
-- failure up to 15 minutes. A success clears the count. Failures older than an hour are
-- forgotten.
--
-- Anyone may report a failure for any address (that is what typing a wrong password does
-- anyway), so the worst an attacker achieves is the same wait a guesser would cause; nobody
-- learns whether the address has an account, because the answer is the same either way.

create table private.sign_in_failures (
  email_key text primary key,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now(),
  locked_until timestamptz
);
create index sign_in_failures_last_failed_idx on private.sign_in_failures (last_failed_at);

create or replace function private.sign_in_wait_seconds(p_key text)
returns integer
language sql stable security definer
set search_path = ''
as $$
  select coalesce(greatest(0, ceil(extract(epoch from (f.locked_until - now()))))::integer, 0)
  from private.sign_in_failures f where f.email_key = p_key
$$;

-- Seconds the address must still wait before a password may be tried (0: go ahead).
create or replace function public.sign_in_wait(email text)
returns integer
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(private.sign_in_wait_seconds(lower(btrim(coalesce(sign_in_wait.email, '')))), 0);
end;
$$;

-- Counts one failed password for the address; returns the wait now in force, in seconds.
create or replace function public.record_sign_in_failure(email text)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_key text := lower(btrim(coalesce(record_sign_in_failure.email, '')));
  v_failures integer;
begin
  if v_key = '' or length(v_key) > 320 then
    return 0;
  end if;
  delete from private.sign_in_failures f where f.last_failed_at < now() - interval '1 hour';
  insert into private.sign_in_failures as f (email_key, failures, last_failed_at)
  values (v_key, 1, now())
  on conflict (email_key) do update set failures = f.failures + 1, last_failed_at = now()
  returning f.failures into v_failures;
  if v_failures >= 5 then
    update private.sign_in_failures f
    set locked_until = now() + least(interval '15 minutes', interval '30 seconds' * power(2, v_failures - 5))
    where f.email_key = v_key;
  end if;
  return private.sign_in_wait_seconds(v_key);
end;
$$;

-- After a successful sign-in: the signed-in person's own count starts again.
create or replace function public.record_sign_in_success()
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from private.sign_in_failures f where f.email_key = lower(btrim(coalesce((select auth.jwt()) ->> 'email', '')));
end;
$$;

revoke all on table private.sign_in_failures from public, anon, authenticated;
revoke all on function private.sign_in_wait_seconds(text) from public, anon, authenticated;
revoke all on function public.sign_in_wait(text), public.record_sign_in_failure(text),
  public.record_sign_in_success() from public, anon;
grant execute on function public.sign_in_wait(text), public.record_sign_in_failure(text) to anon, authenticated, service_role;
grant execute on function public.record_sign_in_success() to authenticated, service_role;

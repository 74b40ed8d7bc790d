-- Oppi data model, part 12: whether an account has a verified second factor, readable with
-- the profile.
--
-- The app's gate sends an aal1 session that owes a second factor to the code step. Asking the
-- auth server (GET /auth/v1/user, which lists the factors) on every render cost one request
-- per page. The answer lives in auth.mfa_factors, which the API does not expose, so a trigger
-- keeps this one-to-one row in step with it and the shell's single profile read embeds it.
-- Only the owner reads it; nobody writes it through the API (the trigger runs as its owner).
-- A missing row means no verified factor.

create table public.account_security (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  has_verified_factor boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.account_security is
  'Mirror of auth.mfa_factors for the app''s gate: has the account a verified second factor. Owner-readable, trigger-written.';

alter table public.account_security enable row level security;
-- profiles.id is the auth user id.
create policy account_security_select_own on public.account_security for select to authenticated
  using (profile_id = (select auth.uid()));
revoke all on public.account_security from anon, authenticated;
grant select on public.account_security to authenticated;

create or replace function private.sync_account_security()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  insert into public.account_security (profile_id, has_verified_factor, updated_at)
  select p.id, exists (select 1 from auth.mfa_factors f where f.user_id = v_user and f.status = 'verified'), now()
  from public.profiles p
  where p.id = v_user
  on conflict (profile_id) do update
    set has_verified_factor = excluded.has_verified_factor, updated_at = excluded.updated_at;
  return null;
end;
$$;
revoke all on function private.sync_account_security() from public, anon, authenticated;

create trigger on_auth_factor_changed after insert or delete or update of status on auth.mfa_factors
  for each row execute function private.sync_account_security();

-- Accounts that already have a verified factor.
insert into public.account_security (profile_id, has_verified_factor)
select distinct p.id, true
from auth.mfa_factors f join public.profiles p on p.id = f.user_id
where f.status = 'verified'
on conflict (profile_id) do nothing;

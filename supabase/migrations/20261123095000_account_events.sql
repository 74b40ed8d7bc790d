-- What was done to whose account, and by whom: a principal letting someone in or out, and a
-- principal resetting someone's lost second factor. The person concerned and their school's
-- principal read it; nobody writes it except the functions and triggers below.
--
-- A lost second factor: the principal asks authorize_factor_reset(member) first. It checks that
-- the member belongs to the principal's school and is not the principal, records the request,
-- and only then does the app remove the factors through the auth server's admin API (which
-- alone may change them). A principal who loses their own factor is helped by whoever runs the
-- platform: `npm run account:reset-mfa -- <email>` removes the factors and records it here.

create table public.account_events (
  id bigint generated always as identity primary key,
  school_id uuid not null references public.schools (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_name text not null default '',
  action text not null check (action in ('approved', 'activated', 'deactivated', 'mfa_reset')),
  created_at timestamptz not null default now()
);
create index account_events_profile_idx on public.account_events (profile_id, created_at desc);
create index account_events_school_idx on public.account_events (school_id, created_at desc);
create index account_events_actor_idx on public.account_events (actor_id);
comment on table public.account_events is
  'Who let whom in or out, or reset whose second factor, when. Readable by that person and their principal; written only by triggers and authorize_factor_reset.';
comment on column public.account_events.actor_name is 'The actor''s name at the time (the platform operator when empty).';

alter table public.account_events enable row level security;
revoke all on public.account_events from anon, authenticated;
grant select on public.account_events to authenticated;
create policy account_events_select on public.account_events for select to authenticated
  using (profile_id = (select auth.uid()) or school_id = (select private.principal_school_id()));

create or replace function private.log_account_event(p_profile uuid, p_action text)
returns void
language sql security definer
set search_path = ''
as $$
  insert into public.account_events (school_id, profile_id, actor_id, actor_name, action)
  select p.school_id, p.id, a.id, coalesce(btrim(a.first_name || ' ' || a.last_name), ''), p_action
  from public.profiles p
  left join public.profiles a on a.id = (select auth.uid())
  where p.id = p_profile
$$;

create or replace function private.profiles_log_status()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.log_account_event(new.id,
    case when not new.is_active then 'deactivated'
         when old.approved_at is null then 'approved'
         else 'activated' end);
  return null;
end;
$$;
create trigger profiles_log_status after update of is_active on public.profiles
  for each row when (old.is_active is distinct from new.is_active)
  execute function private.profiles_log_status();

-- The principal's request to reset a member's second factors: allowed for members of their own
-- school other than themself. Returns the member's auth user id for the admin API call.
create or replace function public.authorize_factor_reset(member_id uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_member uuid;
begin
  if v_school is null then
    raise exception 'Only an active principal can reset a second factor' using errcode = '42501';
  end if;
  select p.user_id into v_member from public.profiles p
  where p.id = authorize_factor_reset.member_id and p.school_id = v_school
    and p.id <> (select auth.uid());
  if v_member is null then
    raise exception 'Member not found in your school' using errcode = '42501';
  end if;
  perform private.log_account_event(authorize_factor_reset.member_id, 'mfa_reset');
  return v_member;
end;
$$;

-- The platform operator's path (service role only): records a reset done outside the app.
create or replace function public.record_operator_factor_reset(member_id uuid)
returns void
language sql volatile security definer
set search_path = ''
as $$
  select private.log_account_event(record_operator_factor_reset.member_id, 'mfa_reset')
$$;

revoke all on function private.log_account_event(uuid, text), private.profiles_log_status()
  from public, anon, authenticated;
revoke all on function public.authorize_factor_reset(uuid), public.record_operator_factor_reset(uuid)
  from public, anon, authenticated;
grant execute on function public.authorize_factor_reset(uuid) to authenticated, service_role;
grant execute on function public.record_operator_factor_reset(uuid) to service_role;

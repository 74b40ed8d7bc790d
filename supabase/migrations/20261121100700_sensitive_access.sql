-- Oppi data model, part 8: reading someone else's sensitive data, and the log of who did.
--
-- profile_sensitive is readable directly by its owner only. A principal (same school) or a
-- linked parent calls read_sensitive_profile(), which returns the fields and writes one
-- sensitive_access_log row per field. GET requests run read-only, so this is a POST-only
-- (volatile) function: a read that must be logged cannot be a plain select.

create table public.sensitive_access_log (
  id bigint generated always as identity primary key,
  school_id uuid not null references public.schools (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  accessed_by uuid references public.profiles (id) on delete set null,
  accessed_by_name text not null,
  accessed_by_role text not null,
  field text not null,
  accessed_at timestamptz not null default now()
);
create index sensitive_access_log_profile_idx on public.sensitive_access_log (profile_id, accessed_at desc);
create index sensitive_access_log_school_idx on public.sensitive_access_log (school_id, accessed_at desc);
create index sensitive_access_log_accessed_by_idx on public.sensitive_access_log (accessed_by);
comment on table public.sensitive_access_log is
  'Who (accessed_by, with name and role at the time) read which field of whose (profile_id) sensitive data, when. Readable by that person, their linked parents and their principal.';

alter table public.sensitive_access_log enable row level security;
revoke all on public.sensitive_access_log from anon;
revoke insert, update, delete on public.sensitive_access_log from authenticated;

create policy sensitive_access_log_select on public.sensitive_access_log for select to authenticated
  using (profile_id = (select auth.uid())
      or profile_id = any (array(select private.parent_child_ids()))
      or school_id = (select private.principal_school_id()));

create or replace function public.read_sensitive_profile(profile_id uuid, fields text[] default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  all_fields constant text[] := array['date_of_birth', 'gender', 'phone_number', 'address',
    'guardian_name', 'guardian_email', 'guardian_phone', 'parent_email', 'emergency_contacts',
    'disability_details', 'medical_information', 'iep_document_path', 'notes'];
  v_uid uuid := (select auth.uid());
  v_target public.profiles;
  v_me public.profiles;
  v_fields text[] := coalesce(read_sensitive_profile.fields, all_fields);
  v_unknown text;
  v_row jsonb;
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to read profiles' using errcode = '42501';
  end if;
  select * into v_target from public.profiles p where p.id = read_sensitive_profile.profile_id;
  if v_target.id is null then
    raise exception 'Not allowed to read this profile' using errcode = '42501';
  end if;
  if v_target.id <> v_uid then
    select * into v_me from public.profiles p where p.id = v_uid and p.is_active;
    -- coalesce: an inactive or unknown caller leaves v_me null, and null must mean no.
    if not coalesce(
      (v_me.role = 'principal' and v_me.school_id = v_target.school_id)
      or (v_me.role = 'parent' and exists (
            select 1 from public.guardian_links g
            where g.parent_id = v_me.id and g.student_id = v_target.id)),
      false
    ) then
      raise exception 'Not allowed to read this profile' using errcode = '42501';
    end if;
  end if;

  select f into v_unknown from unnest(v_fields) f where not (f = any (all_fields)) limit 1;
  if v_unknown is not null then
    raise exception 'Unknown sensitive field: %', v_unknown using errcode = '22023';
  end if;

  select to_jsonb(ps) into v_row from public.profile_sensitive ps where ps.profile_id = v_target.id;
  select coalesce(jsonb_object_agg(f, v_row -> f), '{}'::jsonb) into v_result
  from (select distinct unnest(v_fields) as f) x;

  if v_target.id <> v_uid then
    insert into public.sensitive_access_log
      (school_id, profile_id, accessed_by, accessed_by_name, accessed_by_role, field)
    select v_target.school_id, v_target.id, v_me.id,
           btrim(v_me.first_name || ' ' || v_me.last_name), v_me.role, f
    from (select distinct unnest(v_fields) as f) x;
  end if;
  return v_result || jsonb_build_object('profile_id', v_target.id);
end;
$$;
comment on function public.read_sensitive_profile(uuid, text[]) is
  'Sensitive fields of a profile for its owner, its school''s principal or a linked parent; each field read by someone else is logged. fields = null means all.';
revoke all on function public.read_sensitive_profile(uuid, text[]) from public, anon;
grant execute on function public.read_sensitive_profile(uuid, text[]) to authenticated, service_role;

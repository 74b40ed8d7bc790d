-- Oppi data model, part 7: accounts — profile creation at sign-up, parent linking, and the
-- auth hooks that put the app role into access tokens and refuse bad sign-ups early.
--
-- Sign-up metadata (raw_user_meta_data): first_name, last_name, role, school_name; a student
-- signing up through an enrolment link may send enroll_subject_id instead of school_name.
-- Rules:
--   principal  creates the school named school_name; an existing name is refused.
--   teacher    joins an existing school, inactive until that school's principal activates them.
--   student    joins an existing school (or the school of a valid enrolment link), active.
--   parent     joins an existing school, active, linked to every student of the school whose
--              parent_email or guardian_email equals the parent's confirmed e-mail.

-- The one place the rules live: returns the refusal message, or null when the sign-up is fine.
create or replace function private.signup_refusal(meta jsonb)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_role text := lower(btrim(coalesce(meta ->> 'role', '')));
  v_school text := btrim(coalesce(meta ->> 'school_name', ''));
  v_subject text := btrim(coalesce(meta ->> 'enroll_subject_id', ''));
begin
  if v_role = '' then
    return 'Role is required: principal, teacher, student or parent';
  end if;
  if v_role not in ('principal', 'teacher', 'student', 'parent') then
    return format('Unknown role: %s', v_role);
  end if;
  if v_role = 'student' and v_subject <> '' then
    if private.enrollment_link_school(v_subject) is null then
      return 'The enrollment link is invalid or expired.';
    end if;
    return null;
  end if;
  if v_school = '' then
    return 'School name is required';
  end if;
  if length(v_school) < 2 or length(v_school) > 200 then
    return 'School name must be 2 to 200 characters';
  end if;
  if v_role = 'principal' then
    if exists (select 1 from public.schools s where lower(btrim(s.name)) = lower(v_school)) then
      return 'School already exists: ask its principal to invite you';
    end if;
  elsif not exists (select 1 from public.schools s where lower(btrim(s.name)) = lower(v_school)) then
    return format('Unknown school: %s', v_school);
  end if;
  return null;
end;
$$;
comment on function private.signup_refusal(jsonb) is
  'Sign-up rules as one function: the refusal message for this metadata, or null. Used by the auth.users trigger and by before_user_created_hook.';

-- School of an open enrolment link, or null (not found, revoked, expired, inactive).
create or replace function private.enrollment_link_school(p_subject text)
returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_school uuid;
begin
  begin
    v_id := p_subject::uuid;
  exception when invalid_text_representation then
    return null;
  end;
  select s.school_id into v_school
  from public.subjects s join public.classes c on c.id = s.class_id
  where s.id = v_id and s.enrollment_enabled and s.is_active and c.is_active
    and (s.enrollment_expires_at is null or s.enrollment_expires_at > now());
  return v_school;
end;
$$;

create or replace function private.handle_new_user()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role text := lower(btrim(coalesce(meta ->> 'role', '')));
  v_school_name text := btrim(coalesce(meta ->> 'school_name', ''));
  v_subject text := btrim(coalesce(meta ->> 'enroll_subject_id', ''));
  v_refusal text := private.signup_refusal(meta);
  v_school uuid;
begin
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = 'P0001';
  end if;
  if v_role = 'principal' then
    begin
      insert into public.schools (name) values (v_school_name) returning id into v_school;
    exception when unique_violation then
      -- Two principals racing for one name: the loser gets the same answer as a late one.
      raise exception 'School already exists: ask its principal to invite you' using errcode = 'P0001';
    end;
  elsif v_role = 'student' and v_subject <> '' then
    v_school := private.enrollment_link_school(v_subject);
  else
    select s.id into v_school from public.schools s where lower(btrim(s.name)) = lower(v_school_name);
  end if;

  insert into public.profiles (id, user_id, school_id, role, first_name, last_name, email, is_active)
  values (new.id, new.id, v_school, v_role,
          left(btrim(coalesce(meta ->> 'first_name', '')), 100),
          left(btrim(coalesce(meta ->> 'last_name', '')), 100),
          coalesce(new.email, ''),
          v_role <> 'teacher');

  if v_role = 'parent' then
    perform private.relink_parent(new.id);
  end if;
  return new;
end;
$$;
comment on function private.handle_new_user() is
  'After insert on auth.users: creates the profile (and for a principal the school) from the sign-up metadata, or refuses the sign-up.';

-- Parents of the student's school whose confirmed e-mail matches the student's
-- parent_email or guardian_email.
create or replace function private.student_email_matches(p_student uuid)
returns table (parent_id uuid, school_id uuid, source text)
language sql stable security definer
set search_path = ''
as $$
  select par.id, par.school_id,
         case when lower(u.email) = lower(btrim(ps.parent_email)) then 'parent_email' else 'guardian_email' end
  from public.profiles st
  join public.profile_sensitive ps on ps.profile_id = st.id
  join public.profiles par on par.school_id = st.school_id and par.role = 'parent'
  join auth.users u on u.id = par.id
  where st.id = p_student and st.role = 'student' and u.email_confirmed_at is not null
    and lower(u.email) in (lower(btrim(ps.parent_email)), lower(btrim(ps.guardian_email)))
$$;

-- Recompute the e-mail-derived links of one student. Manual links are left alone.
create or replace function private.relink_student(p_student uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.guardian_links g
  where g.student_id = p_student and g.source <> 'manual'
    and g.parent_id not in (select m.parent_id from private.student_email_matches(p_student) m);
  insert into public.guardian_links (school_id, parent_id, student_id, source)
  select m.school_id, m.parent_id, p_student, m.source from private.student_email_matches(p_student) m
  on conflict (parent_id, student_id) do nothing;
end;
$$;

-- Recompute the e-mail-derived links of one parent (sign-up, confirmation, e-mail change).
create or replace function private.relink_parent(p_parent uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_school uuid;
  v_email text;
begin
  select p.school_id, case when u.email_confirmed_at is not null then lower(btrim(u.email)) end
    into v_school, v_email
  from public.profiles p join auth.users u on u.id = p.id
  where p.id = p_parent and p.role = 'parent';
  if v_school is null then
    return;
  end if;

  delete from public.guardian_links g
  where g.parent_id = p_parent and g.source <> 'manual'
    and (v_email is null or not exists (
      select 1 from public.profile_sensitive ps
      where ps.profile_id = g.student_id
        and (lower(btrim(ps.parent_email)) = v_email or lower(btrim(ps.guardian_email)) = v_email)));
  if v_email is null then
    return;
  end if;
  insert into public.guardian_links (school_id, parent_id, student_id, source)
  select v_school, p_parent, s.id,
         case when lower(btrim(ps.parent_email)) = v_email then 'parent_email' else 'guardian_email' end
  from public.profiles s join public.profile_sensitive ps on ps.profile_id = s.id
  where s.school_id = v_school and s.role = 'student'
    and (lower(btrim(ps.parent_email)) = v_email or lower(btrim(ps.guardian_email)) = v_email)
  on conflict (parent_id, student_id) do nothing;
end;
$$;

create or replace function private.handle_user_updated()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = coalesce(new.email, '') where id = new.id;
  end if;
  perform private.relink_parent(new.id);
  return new;
end;
$$;

create or replace function private.handle_student_emails_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.relink_student(new.profile_id);
  return null;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();
create trigger on_auth_user_email_changed after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.handle_user_updated();
create trigger profile_sensitive_relink after update of parent_email, guardian_email on public.profile_sensitive
  for each row
  when (old.parent_email is distinct from new.parent_email or old.guardian_email is distinct from new.guardian_email)
  execute function private.handle_student_emails_changed();

revoke all on function private.signup_refusal(jsonb), private.enrollment_link_school(text),
  private.handle_new_user(), private.student_email_matches(uuid), private.relink_student(uuid), private.relink_parent(uuid),
  private.handle_user_updated(), private.handle_student_emails_changed()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Auth hooks (config.toml [auth.hook.*]); the auth server calls them as supabase_auth_admin.
-- ---------------------------------------------------------------------------------------

-- Custom access-token hook: app_role, school_id and is_active in app_metadata, for routing
-- without a database call. The JWT role claim stays 'authenticated'. These claims are a
-- convenience only: RLS decides from tables, so a stale token grants nothing.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  v_profile record;
begin
  select p.role, p.school_id, p.is_active into v_profile
  from public.profiles p where p.id = (event ->> 'user_id')::uuid;
  if found then
    v_claims := jsonb_set(v_claims, '{app_metadata}',
      coalesce(v_claims -> 'app_metadata', '{}'::jsonb)
        || jsonb_build_object('app_role', v_profile.role, 'school_id', v_profile.school_id,
                              'is_active', v_profile.is_active));
  end if;
  return jsonb_build_object('claims', v_claims);
end;
$$;
comment on function public.custom_access_token_hook(jsonb) is
  'Supabase custom access-token hook: adds app_metadata.app_role, school_id, is_active. Callable by supabase_auth_admin only.';
revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
grant select (id, role, school_id, is_active) on public.profiles to supabase_auth_admin;
create policy profiles_select_auth_admin on public.profiles for select to supabase_auth_admin using (true);

-- Before-user-created hook: the same rules as the trigger, answered as a 400 with the
-- message, because hosted Supabase Auth reports a failing trigger only as
-- 'Database error saving new user'. The trigger stays as the guarantee.
create or replace function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_refusal text := private.signup_refusal(
    coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data', '{}'::jsonb));
begin
  if v_refusal is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', v_refusal));
end;
$$;
comment on function public.before_user_created_hook(jsonb) is
  'Supabase before-user-created hook: refuses a sign-up with the rule''s message (see private.signup_refusal).';
revoke all on function public.before_user_created_hook(jsonb) from public, anon, authenticated;
grant execute on function public.before_user_created_hook(jsonb) to supabase_auth_admin;

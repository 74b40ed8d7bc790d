-- Oppi data model: schools, profiles and what is private about a person.
--
-- A school is the tenant. Every person has one profile in one school, with one role:
-- principal, teacher, student or parent. The school's principal sees and manages its members
-- (letting them in, removing them: see the accounts and the bin migrations); teachers see the
-- students enrolled in their classes; parents see their linked children; everyone sees and
-- edits their own profile. Schools and profiles are created by the sign-up trigger only.
--
-- Tenancy rule: every row of every table belongs to exactly one school (a school_id column,
-- or the school of the profile it hangs off), and child rows point at their parents through
-- composite (id, school_id) foreign keys, so a row can never reference another school's row.
--
-- Sensitive-data rule: `profiles` holds only what a teacher of the student may see (names,
-- e-mail, role, school, grade, disability codes, accommodations, preferences, IEP status).
-- Everything else about a person — health, diagnosis, IEP document, notes, address, birth
-- date, phone, guardian and emergency contacts — lives in `profile_sensitive`, which only the
-- owner can read directly. Principals and linked parents read it through
-- read_sensitive_profile(), which logs every field it returns.
--
-- The second factor guards the data, not only the pages. private.aal_satisfied() decides, and
-- every way to sensitive data (profile_sensitive, the access log, the support plan, IEP
-- documents) and to member management asks it: an aal2 session passes; an aal1 session (the
-- password alone) passes only when the account has no verified factor to owe, unless the school
-- requires a second factor of its staff (schools.require_staff_mfa, which only the principal
-- changes, through set_school_staff_mfa) and the caller is a teacher or principal. Students and
-- parents are never held to the school's setting. A security-definer function that reads
-- sensitive data or manages members keeps its body in private under its own name; the public
-- function of the same signature asks private.require_aal() first and then calls it (all of
-- them made in one place, the bin migration's last section, once every body exists).
--
-- profiles.approved_at tells "waiting for approval" (never approved) from "deactivated"
-- (approved once, is_active false now); profiles.removed_at marks a member in the bin;
-- profiles.avatar_path names the current profile picture (kept by a trigger on
-- storage.objects, see the storage migration).

create table public.schools (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 2 and 200),
  bin_retention_days integer not null default 30 check (bin_retention_days between 1 and 3650),
  extended_time_factor numeric(4, 2) not null default 1.5 check (extended_time_factor between 1 and 4),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  require_staff_mfa boolean not null default false
);

create unique index schools_name_key on public.schools (lower(btrim(name)));

comment on table public.schools is 'A tenant. Created by the first principal who signs up with its name.';

comment on column public.schools.bin_retention_days is
  'Days an item stays in the bin before purge_expired_bin_items() deletes it for good.';

comment on column public.schools.extended_time_factor is
  'Multiplier for the working time of students with the extended_time accommodation (see personal_due_at).';

comment on column public.schools.require_staff_mfa is
  'When true, teachers and the principal without a verified second factor reach no sensitive data and manage no members until they set one up. Changed through set_school_staff_mfa().';

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete restrict,
  school_name text not null default '',
  role text not null check (role in ('principal', 'teacher', 'student', 'parent')),
  first_name text not null default '' check (length(first_name) <= 100),
  last_name text not null default '' check (length(last_name) <= 100),
  email text not null default '',
  is_active boolean not null default true,
  grade_level smallint check (grade_level between 1 and 12),
  disabilities text[] not null default '{}' check (disabilities <@ array[
    'visual_impairment', 'hearing_impairment', 'physical_disability', 'cognitive_disability',
    'learning_disability', 'autism_spectrum', 'adhd', 'speech_language_disorder',
    'emotional_behavioral_disorder', 'multiple_disabilities', 'traumatic_brain_injury', 'other',
    'blind_low_vision', 'deaf_hard_hearing', 'motor_impairment', 'mute_non_verbal']),
  accommodations_needed text[] not null default '{}' check (accommodations_needed <@ array[
    'extended_time', 'reduced_distractions', 'large_print', 'screen_reader',
    'sign_language_interpreter', 'note_taker', 'alternative_format', 'assistive_technology',
    'frequent_breaks', 'preferential_seating', 'modified_assignments', 'oral_testing',
    'calculator_allowed', 'spell_check_allowed']),
  assistive_technology text[] not null default '{}',
  support_services text[] not null default '{}' check (support_services <@ array[
    'speech_therapy', 'occupational_therapy', 'physical_therapy', 'counseling', 'tutoring',
    'behavioral_support', 'mobility_assistance', 'communication_assistance', 'academic_coaching',
    'social_skills_training', 'transition_services']),
  learning_preferences jsonb not null default '{}' check (
    jsonb_typeof(learning_preferences) = 'object'
    and private.jsonb_text_in(learning_preferences, 'learningStyle', array['visual', 'auditory', 'kinesthetic', 'mixed'])
    and private.jsonb_text_in(learning_preferences, 'communicationMethod', array['verbal', 'written', 'sign_language', 'technology_assisted'])),
  accessibility_preferences jsonb not null default
    '{"fontSize": "medium", "highContrast": false, "screenReader": false, "voiceCommands": false, "subtitles": false}'
    check (jsonb_typeof(accessibility_preferences) = 'object'),
  communication_preferences jsonb not null default
    '{"preferredLanguage": "english", "communicationMethod": "verbal", "parentalCommunication": "email"}'
    check (
      jsonb_typeof(communication_preferences) = 'object'
      and private.jsonb_text_in(communication_preferences, 'communicationMethod', array['verbal', 'written', 'sign_language', 'technology_assisted'])),
  iep_status boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_at timestamptz,
  avatar_path text
    constraint profiles_avatar_path_own_folder
    check (avatar_path is null or private.path_uuid(avatar_path, 1, 2) = id),
  removed_at timestamptz,
  -- One id for the person everywhere: auth.uid() is the profile id, which keeps every policy
  -- a plain comparison. user_id stays because the app reads profiles by user_id.
  constraint profiles_id_is_user_id check (id = user_id),
  constraint profiles_id_school_key unique (id, school_id)
);

create index profiles_email_idx on public.profiles (lower(email));

create index profiles_first_name_trgm_idx on public.profiles using gin (first_name extensions.gin_trgm_ops);

create index profiles_last_name_trgm_idx on public.profiles using gin (last_name extensions.gin_trgm_ops);

comment on table public.profiles is
  'One row per account. Holds only what teachers of a student may see; private data is in profile_sensitive.';

comment on column public.profiles.school_name is 'Copy of schools.name, kept in sync by triggers; read-only.';

comment on column public.profiles.email is 'Copy of auth.users.email, kept in sync by triggers; read-only.';

comment on column public.profiles.is_active is
  'Inactive accounts see only their own profile. Teachers start inactive until their principal activates them.';

create table public.profile_sensitive (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  date_of_birth date,
  gender text check (gender in ('male', 'female', 'non-binary', 'prefer-not-to-say')),
  phone_number text check (length(phone_number) <= 40),
  address jsonb check (jsonb_typeof(address) = 'object'),
  guardian_name text check (length(guardian_name) <= 200),
  guardian_email text check (guardian_email ~ '^[^@\s]+@[^@\s]+$'),
  guardian_phone text check (length(guardian_phone) <= 40),
  parent_email text check (parent_email ~ '^[^@\s]+@[^@\s]+$'),
  emergency_contacts jsonb not null default '[]' check (jsonb_typeof(emergency_contacts) = 'array'),
  disability_details jsonb check (
    jsonb_typeof(disability_details) = 'object'
    and private.jsonb_text_in(disability_details, 'severity', array['mild', 'moderate', 'severe', 'profound'])),
  medical_information jsonb check (jsonb_typeof(medical_information) = 'object'),
  iep_document_path text,
  notes text check (length(notes) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index profile_sensitive_parent_email_idx on public.profile_sensitive (lower(parent_email)) where parent_email is not null;

create index profile_sensitive_guardian_email_idx on public.profile_sensitive (lower(guardian_email)) where guardian_email is not null;

comment on table public.profile_sensitive is
  'Special-category and contact data of a profile (1:1). Only the owner reads it directly; principal and linked parents via read_sensitive_profile(), which logs each field.';

comment on column public.profile_sensitive.parent_email is
  'A parent account of the same school whose proven e-mail equals this is linked to the student automatically.';

create table public.guardian_links (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null references public.schools (id) on delete cascade,
  parent_id uuid not null,
  student_id uuid not null,
  source text not null default 'manual' check (source in ('parent_email', 'guardian_email', 'manual')),
  created_at timestamptz not null default now(),
  unique (parent_id, student_id),
  constraint guardian_links_parent_fkey foreign key (parent_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint guardian_links_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade
);

create index guardian_links_student_idx on public.guardian_links (student_id);

create index guardian_links_school_idx on public.guardian_links (school_id);

comment on table public.guardian_links is
  'Parent ↔ student. Rows with source parent_email/guardian_email follow the e-mail match and are recomputed when it changes; manual rows are the principal''s.';

-- ---------------------------------------------------------------------------------------
-- Who the caller is: the row-level-security helpers
-- ---------------------------------------------------------------------------------------
-- Every policy asks private.* helpers who the caller is (principal_school_id(),
-- teacher_student_ids(), …). They are security definer with `set search_path = ''`, so
-- PostgreSQL cannot inline them, and a non-inlined `language sql` function is planned afresh
-- inside every statement that calls it. They are PL/pgSQL, which keeps each statement's plan
-- for the life of the session; the pooled connections of supabase/local and of hosted
-- Supabase's PostgREST live long. Scalar helpers select by primary key (at most one row), so
-- `return (select …)` answers with the one value or null.
create or replace function private.active_profile_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.id from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

comment on function private.active_profile_id() is 'The caller''s profile id, or null when signed out or inactive.';

create or replace function private.active_school_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.school_id from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

comment on function private.active_school_id() is 'The school of an active caller, else null.';

create or replace function private.principal_school_id()
returns uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    select p.school_id from public.profiles p
    where p.id = (select auth.uid()) and p.is_active and p.role = 'principal'
  );
end
$$;

comment on function private.principal_school_id() is 'The school the caller is an active principal of, else null.';

create or replace function private.active_app_role()
returns text language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select p.role from public.profiles p where p.id = (select auth.uid()) and p.is_active);
end
$$;

create or replace function private.parent_child_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select g.student_id
    from public.guardian_links g
    join public.profiles me on me.id = g.parent_id
    where g.parent_id = (select auth.uid()) and me.is_active and me.role = 'parent';
end
$$;

comment on function private.parent_child_ids() is 'Students linked to the caller, when the caller is an active parent.';

revoke all on function private.active_profile_id(), private.active_school_id(),
  private.principal_school_id(), private.active_app_role(), private.parent_child_ids()
  from public, anon;

grant execute on function private.active_profile_id(), private.active_school_id(),
  private.principal_school_id(), private.active_app_role(), private.parent_child_ids()
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The second factor's guard
-- ---------------------------------------------------------------------------------------
-- Whether the caller's session is strong enough for sensitive data. Security definer: it
-- reads auth.mfa_factors, which the API roles cannot.
create or replace function private.aal_satisfied()
returns boolean language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  -- No user (anon, the service role): no factor to owe; the other rules decide.
  if v_uid is null then
    return true;
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2' then
    return true;
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = v_uid and f.status = 'verified') then
    return false;
  end if;
  return not exists (
    select 1 from public.profiles p join public.schools s on s.id = p.school_id
    where p.id = v_uid and p.role in ('teacher', 'principal') and s.require_staff_mfa);
end
$$;

comment on function private.aal_satisfied() is
  'True at aal2, or at aal1 for an account without a verified factor whose school does not require one of its staff.';

-- The refusal the guarded functions raise. The hint names the reason for the app.
create or replace function private.require_aal()
returns void language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.aal_satisfied() then
    raise exception 'A second factor is required for this' using errcode = '42501', hint = 'insufficient_aal';
  end if;
end
$$;

revoke all on function private.aal_satisfied(), private.require_aal() from public, anon, authenticated;

-- Policies run as the caller and call the helper.
grant execute on function private.aal_satisfied() to authenticated, service_role;

-- The principal requires (or stops requiring) a second factor of the school's staff.
create or replace function public.set_school_staff_mfa(required boolean)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
begin
  if v_school is null then
    raise exception 'Only an active principal can change this' using errcode = '42501';
  end if;
  -- Otherwise a principal without a factor, held back by the setting, could simply lift it.
  perform private.require_aal();
  -- Turning it on asks the principal to stand behind it first: with a factor of their own
  -- and the code typed in this session, so they cannot lock themselves out by a click.
  if set_school_staff_mfa.required and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception 'Set up your own second factor before requiring one of your staff'
      using errcode = '42501', hint = 'own_factor_first';
  end if;
  if set_school_staff_mfa.required is null then
    raise exception 'required must be true or false' using errcode = '22023';
  end if;
  update public.schools s set require_staff_mfa = set_school_staff_mfa.required where s.id = v_school;
  return set_school_staff_mfa.required;
end
$$;

comment on function public.set_school_staff_mfa(boolean) is
  'The principal requires (true) or stops requiring (false) a second factor of the school''s teachers and principal. Turning it on needs an aal2 session; both need a satisfied second factor.';

revoke all on function public.set_school_staff_mfa(boolean) from public, anon;

grant execute on function public.set_school_staff_mfa(boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------
select private.create_updated_at_triggers('schools', 'profiles', 'profile_sensitive');

create or replace function private.profiles_copy_school_name()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  select s.name into new.school_name from public.schools s where s.id = new.school_id;
  return new;
end;
$$;

create trigger profiles_copy_school_name before insert or update of school_id, school_name on public.profiles
  for each row execute function private.profiles_copy_school_name();

create or replace function private.schools_propagate_name()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles set school_name = new.name where school_id = new.id;
  return null;
end;
$$;

create trigger schools_propagate_name after update of name on public.schools
  for each row when (old.name is distinct from new.name)
  execute function private.schools_propagate_name();

-- Every profile has its sensitive row, so the owner can always update it (no insert needed).
create or replace function private.profiles_create_sensitive_row()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profile_sensitive (profile_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;

create trigger profiles_create_sensitive_row after insert on public.profiles
  for each row execute function private.profiles_create_sensitive_row();

create or replace function private.guardian_links_check_roles()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles where id = new.parent_id and role = 'parent') then
    raise exception 'Guardian link: % is not a parent account', new.parent_id using errcode = '23514';
  end if;
  if not exists (select 1 from public.profiles where id = new.student_id and role = 'student') then
    raise exception 'Guardian link: % is not a student account', new.student_id using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger guardian_links_check_roles before insert or update on public.guardian_links
  for each row execute function private.guardian_links_check_roles();

revoke all on function private.profiles_copy_school_name(), private.schools_propagate_name(),
  private.profiles_create_sensitive_row(), private.guardian_links_check_roles()
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security and privileges
-- ---------------------------------------------------------------------------------------
alter table public.schools enable row level security;

alter table public.profiles enable row level security;

alter table public.profile_sensitive enable row level security;

alter table public.guardian_links enable row level security;

revoke all on public.schools, public.profiles, public.profile_sensitive, public.guardian_links from anon;

-- Schools are created by the sign-up trigger only; profiles by it too, and removed with
-- their auth user. Writable columns are listed; the rest (role, school, is_active, e-mail,
-- ids) can only change through security-definer code.
revoke insert, update, delete on public.schools from authenticated;

grant update (name, bin_retention_days, extended_time_factor) on public.schools to authenticated;

revoke insert, update, delete on public.profiles from authenticated;

grant update (first_name, last_name, grade_level, disabilities, accommodations_needed,
  assistive_technology, support_services, learning_preferences, accessibility_preferences,
  communication_preferences, iep_status) on public.profiles to authenticated;

revoke insert, update, delete on public.profile_sensitive from authenticated;

grant update (date_of_birth, gender, phone_number, address, guardian_name, guardian_email,
  guardian_phone, parent_email, emergency_contacts, disability_details, medical_information,
  iep_document_path, notes) on public.profile_sensitive to authenticated;

revoke update on public.guardian_links from authenticated;

create policy schools_select_member on public.schools for select to authenticated
  using (id = (select private.active_school_id()));

create policy schools_update_principal on public.schools for update to authenticated
  using (id = (select private.principal_school_id()))
  with check (id = (select private.principal_school_id()));

-- Own row whatever the state, so an inactive teacher can see that they await activation.
create policy profiles_select_self on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy profiles_select_parent on public.profiles for select to authenticated
  using (id = any (array(select private.parent_child_ids())));

create policy profiles_update_self on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy profiles_update_principal on public.profiles for update to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()))
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

create policy profile_sensitive_select_owner on public.profile_sensitive for select to authenticated
  using (profile_id = (select auth.uid()) and (select private.aal_satisfied()));

create policy profile_sensitive_update_owner on public.profile_sensitive for update to authenticated
  using (profile_id = (select auth.uid()) and (select private.aal_satisfied()))
  with check (profile_id = (select auth.uid()) and (select private.aal_satisfied()));

create policy guardian_links_select_party on public.guardian_links for select to authenticated
  using (parent_id = (select private.active_profile_id())
      or student_id = (select private.active_profile_id())
      or school_id = (select private.principal_school_id()));

create policy guardian_links_insert_principal on public.guardian_links for insert to authenticated
  with check (school_id = (select private.principal_school_id()) and source = 'manual'
              and (select private.aal_satisfied()));

create policy guardian_links_delete_principal on public.guardian_links for delete to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

grant select (id, role, school_id, is_active) on public.profiles to supabase_auth_admin;

-- ---------------------------------------------------------------------------------------
-- Reading someone else's sensitive data, and the log of who did
-- ---------------------------------------------------------------------------------------
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

-- Sequences: the log's identity is written only by a security-definer function.
revoke all on sequence public.sensitive_access_log_id_seq from anon, authenticated;

revoke all on public.sensitive_access_log from anon;

revoke insert, update, delete on public.sensitive_access_log from authenticated;

create policy sensitive_access_log_select on public.sensitive_access_log for select to authenticated
  using ((select private.aal_satisfied())
         and (profile_id = (select auth.uid())
              or profile_id = any (array(select private.parent_child_ids()))
              or school_id = (select private.principal_school_id())));

-- The fields of profile_sensitive that are read and edited by name: every column but the key
-- and the timestamps, in one list that read_sensitive_profile() and update_student_profile()
-- take.
create or replace function private.sensitive_fields()
returns text[]
language sql immutable
set search_path = ''
as $$
  select array['date_of_birth', 'gender', 'phone_number', 'address', 'guardian_name', 'guardian_email',
               'guardian_phone', 'parent_email', 'emergency_contacts', 'disability_details',
               'medical_information', 'iep_document_path', 'notes']
$$;

comment on function private.sensitive_fields() is
  'The columns of profile_sensitive that read_sensitive_profile() returns and update_student_profile() edits, by name.';

revoke all on function private.sensitive_fields() from public, anon, authenticated;

create or replace function private.read_sensitive_profile(profile_id uuid, fields text[] default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  all_fields constant text[] := private.sensitive_fields();
  v_uid uuid := (select auth.uid());
  v_target public.profiles;
  v_fields text[] := coalesce(read_sensitive_profile.fields, all_fields);
  v_unknown text;
  v_row jsonb;
  v_result jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to read profiles' using errcode = '42501';
  end if;
  select * into v_target from public.profiles p where p.id = read_sensitive_profile.profile_id;
  if v_target.id is null
     or (v_target.id <> v_uid and not private.may_read_others_sensitive(v_target.id)) then
    raise exception 'Not allowed to read this profile' using errcode = '42501';
  end if;

  select f into v_unknown from unnest(v_fields) f where not (f = any (all_fields)) limit 1;
  if v_unknown is not null then
    raise exception 'Unknown sensitive field: %', v_unknown using errcode = '22023';
  end if;

  select to_jsonb(ps) into v_row from public.profile_sensitive ps where ps.profile_id = v_target.id;
  select coalesce(jsonb_object_agg(f, v_row -> f), '{}'::jsonb) into v_result
  from (select distinct unnest(v_fields) as f) x;

  if v_target.id <> v_uid then
    perform private.log_sensitive_access(v_target.id, v_fields);
  end if;
  return v_result || jsonb_build_object('profile_id', v_target.id);
end;
$$;

comment on function private.read_sensitive_profile(uuid, text[]) is
  'Sensitive fields of a profile for its owner, its school''s principal or a linked parent; each field read by someone else is logged. fields = null means all.';

-- The API's public.read_sensitive_profile asks for the second factor first (the bin migration's
-- last section).

comment on column public.profiles.approved_at is
  'When the school first let this person in (null: still waiting for the principal). Set by a trigger when is_active first becomes true.';

-- ---------------------------------------------------------------------------------------
-- Editing a student's profile for them
-- ---------------------------------------------------------------------------------------
-- Who may edit a profile:
--   * everyone edits their own profile and their own sensitive row directly (the column
--     grants and the *_self / *_owner policies above). A student's own profile includes their
--     self-reported needs (disabilities, accommodations, support, preferences) and their
--     guardian contacts; the formal plan stays in student_accommodations /
--     student_support_services, which only the principal writes.
--   * for a student, the school's active principal and the student's linked active parents
--     edit the profile and the sensitive row through update_student_profile() below.
--     Teachers never: they read what the plan asks of them, not the health record.
create or replace function private.update_student_profile(
  student_id uuid, profile jsonb default '{}', sensitive jsonb default '{}')
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  profile_fields constant text[] := array['first_name', 'last_name', 'grade_level', 'disabilities',
    'accommodations_needed', 'assistive_technology', 'support_services', 'learning_preferences',
    'accessibility_preferences', 'communication_preferences', 'iep_status'];
  sensitive_fields constant text[] := private.sensitive_fields();
  v_profile jsonb := coalesce(update_student_profile.profile, '{}');
  v_sensitive jsonb := coalesce(update_student_profile.sensitive, '{}');
  v_p public.profiles;
  v_s public.profile_sensitive;
  v_unknown text;
begin
  if jsonb_typeof(v_profile) <> 'object' or jsonb_typeof(v_sensitive) <> 'object' then
    raise exception 'profile and sensitive must be objects' using errcode = '22023';
  end if;
  select * into v_p from public.profiles p
  where p.id = update_student_profile.student_id and p.role = 'student';
  if v_p.id is null or (select auth.uid()) is null
     or not private.may_read_others_sensitive(v_p.id) then
    raise exception 'Only the student''s principal or a linked parent may edit this profile'
      using errcode = '42501';
  end if;
  select k into v_unknown from jsonb_object_keys(v_profile) k where not (k = any (profile_fields)) limit 1;
  if v_unknown is null then
    select k into v_unknown from jsonb_object_keys(v_sensitive) k where not (k = any (sensitive_fields)) limit 1;
  end if;
  if v_unknown is not null then
    raise exception 'Unknown profile field: %', v_unknown using errcode = '22023';
  end if;

  -- The given keys replace the stored values; keys not given keep theirs.
  v_p := jsonb_populate_record(v_p, v_profile);
  update public.profiles p set
    first_name = v_p.first_name, last_name = v_p.last_name, grade_level = v_p.grade_level,
    disabilities = v_p.disabilities, accommodations_needed = v_p.accommodations_needed,
    assistive_technology = v_p.assistive_technology, support_services = v_p.support_services,
    learning_preferences = v_p.learning_preferences,
    accessibility_preferences = v_p.accessibility_preferences,
    communication_preferences = v_p.communication_preferences, iep_status = v_p.iep_status
  where p.id = v_p.id;

  insert into public.profile_sensitive (profile_id) values (v_p.id) on conflict (profile_id) do nothing;
  select * into v_s from public.profile_sensitive s where s.profile_id = v_p.id;
  v_s := jsonb_populate_record(v_s, v_sensitive);
  update public.profile_sensitive s set
    date_of_birth = v_s.date_of_birth, gender = v_s.gender, phone_number = v_s.phone_number,
    address = v_s.address, guardian_name = v_s.guardian_name, guardian_email = v_s.guardian_email,
    guardian_phone = v_s.guardian_phone, parent_email = v_s.parent_email,
    emergency_contacts = v_s.emergency_contacts, disability_details = v_s.disability_details,
    medical_information = v_s.medical_information, iep_document_path = v_s.iep_document_path,
    notes = v_s.notes
  where s.profile_id = v_p.id;
end;
$$;

comment on function private.update_student_profile(uuid, jsonb, jsonb) is
  'A student''s principal or linked parent edits the student''s profile (profile: columns of profiles) and sensitive row (sensitive: columns of profile_sensitive). Given keys replace, others stay. Teachers and everyone else: 42501.';

-- The API's public.update_student_profile asks for the second factor first (the bin migration's
-- last section).

comment on column public.profiles.avatar_path is
  'The current profile picture: an object name in the avatars bucket, in this person''s folder. Kept by a trigger on storage.objects; read-only.';

comment on column public.profiles.removed_at is
  'Set while the account is in the bin (remove_member); hidden from the school''s lists. Only the bin functions change it.';

-- People by name within a school and role (students, teachers), with the id, the lists' last
-- sort key, so no sort step is left.
create index profiles_school_role_idx
  on public.profiles (school_id, role, last_name, first_name, id);

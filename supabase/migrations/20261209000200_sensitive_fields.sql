-- The fields of profile_sensitive that are read and edited by name (every column but the key
-- and the timestamps) are one list: read_sensitive_profile() and update_student_profile() take
-- it from private.sensitive_fields() instead of each writing it out.
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

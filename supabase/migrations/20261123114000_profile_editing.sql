-- Oppi data model: editing a student's profile for them, and removing the files of what the
-- bin deletes forever.
--
-- Who may edit a profile:
--   * everyone edits their own profile and their own sensitive row directly (the column
--     grants and the *_self / *_owner policies of the profiles migration). A student's own
--     profile includes their self-reported needs (disabilities, accommodations, support,
--     preferences) and their guardian contacts; the formal plan stays in
--     student_accommodations / student_support_services, which only the principal writes.
--   * for a student, the school's active principal and the student's linked active parents
--     edit the profile and the sensitive row through update_student_profile() below.
--     Teachers never: they read what the plan asks of them, not the health record.

create or replace function public.update_student_profile(
  student_id uuid, profile jsonb default '{}', sensitive jsonb default '{}')
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  profile_fields constant text[] := array['first_name', 'last_name', 'grade_level', 'disabilities',
    'accommodations_needed', 'assistive_technology', 'support_services', 'learning_preferences',
    'accessibility_preferences', 'communication_preferences', 'iep_status'];
  sensitive_fields constant text[] := array['date_of_birth', 'gender', 'phone_number', 'address',
    'guardian_name', 'guardian_email', 'guardian_phone', 'parent_email', 'emergency_contacts',
    'disability_details', 'medical_information', 'iep_document_path', 'notes'];
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
comment on function public.update_student_profile(uuid, jsonb, jsonb) is
  'A student''s principal or linked parent edits the student''s profile (profile: columns of profiles) and sensitive row (sensitive: columns of profile_sensitive). Given keys replace, others stay. Teachers and everyone else: 42501.';
revoke all on function public.update_student_profile(uuid, jsonb, jsonb) from public, anon;
grant execute on function public.update_student_profile(uuid, jsonb, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Files of what the bin deletes forever
-- ---------------------------------------------------------------------------------------
-- A row in the bin is gone from its table, so the policies that decide from the live
-- assignment no longer match its files. Deleting forever is the principal's, and the app
-- removes the files (as the principal) just before it purges the row: these policies let
-- the school's principal list and remove the files of assignments that are in their bin,
-- deleted on their own or with their subject or class.

create or replace function private.is_binned_assignment(p_assignment_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    p_assignment_id is not null
    and exists (
      select 1 from public.deleted_items d
      where d.school_id = (select private.principal_school_id())
        and ((d.table_name = 'assignments' and d.item_id = p_assignment_id)
             or d.related_data -> 'assignments'
                @> jsonb_build_array(jsonb_build_object('id', p_assignment_id::text)))),
    false);
end
$$;
revoke all on function private.is_binned_assignment(uuid) from public, anon, authenticated;
grant execute on function private.is_binned_assignment(uuid) to authenticated, service_role;

create policy binned_work_files_select on storage.objects for select to authenticated
  using (bucket_id in ('assignment-files', 'submission-files')
         and private.is_binned_assignment(
               private.path_uuid(name, 1, case bucket_id when 'assignment-files' then 2 else 3 end)));
create policy binned_work_files_delete on storage.objects for delete to authenticated
  using (bucket_id in ('assignment-files', 'submission-files')
         and private.is_binned_assignment(
               private.path_uuid(name, 1, case bucket_id when 'assignment-files' then 2 else 3 end)));

-- The assignment ids whose files go when a bin item is deleted forever: the item itself when
-- it is an assignment, and the assignments deleted with a subject or a class.
create or replace function public.bin_item_assignment_ids(deleted_item_id uuid)
returns uuid[]
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(array_agg(distinct x.id), '{}')
  from public.deleted_items d
  cross join lateral (
    select d.item_id as id where d.table_name = 'assignments'
    union all
    select (a ->> 'id')::uuid
    from jsonb_array_elements(coalesce(d.related_data -> 'assignments', '[]')) a
  ) x
  where d.id = bin_item_assignment_ids.deleted_item_id;
$$;
comment on function public.bin_item_assignment_ids(uuid) is
  'Assignment ids whose files (assignment-files/<id>/, submission-files/<id>/) go when this bin item is deleted forever. Runs as the caller: a bin item they cannot see gives none.';
revoke all on function public.bin_item_assignment_ids(uuid) from public, anon;
grant execute on function public.bin_item_assignment_ids(uuid) to authenticated, service_role;

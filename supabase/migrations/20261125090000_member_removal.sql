-- Removing a member from the school, through the bin.
--
-- A principal removes a teacher, student or parent of their school. The account goes to the
-- bin like a class does, and for the same reason: a slip of the hand can be undone until the
-- school's retention period ends. Unlike a class, the profile row itself stays while it is in
-- the bin (its work, grades and support records are the school's record of that person, and
-- restoring them row by row would be fragile); instead it is taken out of everything others
-- see:
--   * removed_at hides the row from the principal's lists (every other reader reaches a
--     profile only through an enrolment, a guardian link or a class, which go below);
--   * is_active = false and a ban on the auth account: the person can no longer sign in, and a
--     session they still hold sees only their own row;
--   * their enrolments, guardian links and the classes they teach are copied into the bin item
--     and removed (or unassigned), so teachers, parents and classmates stop seeing them.
-- Restoring puts all of it back as it was. Deleting the bin item for good (the principal, or
-- the retention period) deletes the auth account, and with it, by cascade, the profile and
-- every row that belongs to it.

alter table public.profiles add column removed_at timestamptz;
comment on column public.profiles.removed_at is
  'Set while the account is in the bin (remove_member); hidden from the school''s lists. Only the bin functions change it.';

alter table public.deleted_items drop constraint deleted_items_table_name_check;
alter table public.deleted_items add constraint deleted_items_table_name_check
  check (table_name in ('classes', 'subjects', 'assignments', 'videos', 'profiles'));

alter table public.account_events drop constraint account_events_action_check;
alter table public.account_events add constraint account_events_action_check
  check (action in ('approved', 'activated', 'deactivated', 'mfa_reset', 'removed', 'restored'));

-- The principal reads the members of their school that are not in the bin.
drop policy profiles_select_principal on public.profiles;
create policy profiles_select_principal on public.profiles for select to authenticated
  using (school_id = (select private.principal_school_id()) and removed_at is null);

-- One event per change of state: removing also deactivates, and restoring may reactivate, but
-- what happened is the removal or the restore.
create or replace function private.profiles_log_status()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.log_account_event(new.id,
    case when new.removed_at is not null and old.removed_at is null then 'removed'
         when new.removed_at is null and old.removed_at is not null then 'restored'
         when not new.is_active then 'deactivated'
         when old.approved_at is null then 'approved'
         else 'activated' end);
  return null;
end;
$$;
drop trigger profiles_log_status on public.profiles;
create trigger profiles_log_status after update of is_active, removed_at on public.profiles
  for each row when (old.is_active is distinct from new.is_active or old.removed_at is distinct from new.removed_at)
  execute function private.profiles_log_status();

create or replace function public.remove_member(member_id uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_member public.profiles;
  v_related jsonb;
  v_bin_id uuid;
begin
  if v_school is null then
    raise exception 'Only an active principal can remove a member' using errcode = '42501';
  end if;
  select * into v_member from public.profiles p
  where p.id = remove_member.member_id and p.school_id = v_school
    and p.role in ('teacher', 'student', 'parent') and p.removed_at is null;
  if v_member.id is null then
    raise exception 'Member not found in your school' using errcode = '42501';
  end if;

  v_related := jsonb_build_object(
    'student_enrollments', private.bin_rows('student_enrollments', 'student_id', array[v_member.id]),
    'guardian_links', (select coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb) from public.guardian_links g
                       where g.student_id = v_member.id or g.parent_id = v_member.id),
    'taught_classes', (select coalesce(jsonb_agg(c.id), '[]'::jsonb) from public.classes c where c.teacher_id = v_member.id));

  insert into public.deleted_items (school_id, table_name, item_id, item_label, item_data, related_data, deleted_by)
  values (v_school, 'profiles', v_member.id,
          coalesce(nullif(btrim(v_member.first_name || ' ' || v_member.last_name), ''), v_member.email),
          to_jsonb(v_member), v_related, (select auth.uid()))
  returning id into v_bin_id;

  delete from public.student_enrollments e where e.student_id = v_member.id;
  delete from public.guardian_links g where g.student_id = v_member.id or g.parent_id = v_member.id;
  update public.classes c set teacher_id = null where c.teacher_id = v_member.id;
  update public.profiles p set removed_at = now(), is_active = false where p.id = v_member.id;
  -- GoTrue refuses a banned account's password sign-in and its refresh tokens.
  update auth.users u set banned_until = now() + interval '100 years' where u.id = v_member.user_id;
  return v_bin_id;
end;
$$;
comment on function public.remove_member(uuid) is
  'The principal moves a teacher, student or parent of their school to the bin: hidden, signed out for good, links kept in the bin item. Returns the deleted_items id.';

create or replace function public.restore_member(deleted_item_id uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_item public.deleted_items;
  v_was public.profiles;
begin
  select * into v_item from public.deleted_items d
  where d.id = restore_member.deleted_item_id and d.table_name = 'profiles'
    and d.school_id = (select private.principal_school_id());
  if v_item.id is null then
    raise exception 'Bin item not found, or only a principal of its school may restore an account'
      using errcode = '42501';
  end if;
  v_was := jsonb_populate_record(null::public.profiles, v_item.item_data);

  update public.profiles p set removed_at = null, is_active = v_was.is_active where p.id = v_item.item_id;
  update auth.users u set banned_until = null where u.id = v_was.user_id;
  -- Links to what has gone meanwhile (a class in the bin, a parent deleted for good) stay gone.
  insert into public.student_enrollments
  select r.* from jsonb_populate_recordset(null::public.student_enrollments, v_item.related_data -> 'student_enrollments') r
  where exists (select 1 from public.classes c where c.id = r.class_id)
  on conflict do nothing;
  insert into public.guardian_links
  select r.* from jsonb_populate_recordset(null::public.guardian_links, v_item.related_data -> 'guardian_links') r
  where exists (select 1 from public.profiles p where p.id = r.parent_id)
    and exists (select 1 from public.profiles p where p.id = r.student_id)
  on conflict do nothing;
  update public.classes c set teacher_id = v_item.item_id
  where c.teacher_id is null
    and c.id in (select (x #>> '{}')::uuid from jsonb_array_elements(v_item.related_data -> 'taught_classes') x);

  delete from public.deleted_items d where d.id = v_item.id;
  return v_item.item_id;
end;
$$;
comment on function public.restore_member(uuid) is
  'Takes a removed account out of the bin: visible, signed-in again and in its state before, with its enrolments, guardian links and classes.';

-- Whatever ends an account's bin item for good (the principal's purge, the retention period)
-- deletes the account; restore_member clears removed_at first, so its own delete keeps it.
create or replace function private.bin_delete_removed_account()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from auth.users u
  using public.profiles p
  where p.id = old.item_id and p.removed_at is not null and u.id = p.user_id;
  return null;
end;
$$;
create trigger deleted_items_delete_removed_account after delete on public.deleted_items
  for each row when (old.table_name = 'profiles')
  execute function private.bin_delete_removed_account();

-- The files that belong to a removed account, for the app to remove (as the service, after
-- this check) just before the principal deletes the bin item for good: the profile picture,
-- the plan documents of a student, and the files a student handed in.
create or replace function private.account_files(p_account_ids uuid[])
returns table (bucket_id text, name text)
language sql stable security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where (o.bucket_id in ('avatars', 'iep-documents') and private.path_uuid(o.name, 1, 2) = any (p_account_ids))
     or (o.bucket_id = 'submission-files' and private.path_uuid(o.name, 2, 3) = any (p_account_ids))
$$;

create or replace function public.bin_member_files(deleted_item_id uuid)
returns table (bucket_id text, name text)
language sql stable security definer
set search_path = ''
as $$
  select f.bucket_id, f.name
  from public.deleted_items d
  cross join lateral private.account_files(array[d.item_id]) f
  where d.id = bin_member_files.deleted_item_id and d.table_name = 'profiles'
    and d.school_id = (select private.principal_school_id())
$$;

-- The principal's dashboard counts the members that are not in the bin.
create or replace function public.principal_stats()
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
begin
  if v_school is null then
    raise exception 'Only an active principal has principal stats' using errcode = '42501';
  end if;
  return (
    with members as (
      select p.role, p.approved_at from public.profiles p where p.school_id = v_school and p.removed_at is null)
    select json_build_object(
      'teachers', (select count(*) from members m where m.role = 'teacher'),
      'pending_teachers', (select count(*) from members m where m.role = 'teacher' and m.approved_at is null),
      'pending_students', (select count(*) from members m where m.role = 'student' and m.approved_at is null),
      'pending_parents', (select count(*) from members m where m.role = 'parent' and m.approved_at is null),
      'classes', (select count(*) from public.classes c where c.school_id = v_school),
      'active_classes', (select count(*) from public.classes c
                         where c.school_id = v_school and exists (
                           select 1 from public.student_enrollments e where e.class_id = c.id and e.status = 'active')),
      'students', (select count(*) from members m where m.role = 'student'),
      'subjects', (select count(*) from public.subjects s where s.school_id = v_school)));
end;
$$;

revoke all on function private.bin_delete_removed_account(), private.account_files(uuid[]) from public, anon, authenticated;
revoke all on function public.remove_member(uuid), public.restore_member(uuid), public.bin_member_files(uuid)
  from public, anon;
grant execute on function public.remove_member(uuid), public.restore_member(uuid), public.bin_member_files(uuid)
  to authenticated, service_role;

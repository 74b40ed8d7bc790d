-- Oppi data model: the bin (soft delete, restore, purge), removing members, and what spans every
-- domain: the public names of the functions the second factor guards, and the checks over the
-- whole schema.
--
-- soft_delete_item() copies the row — and every row that depends on it — into deleted_items
-- as jsonb, then deletes it for real. restore_deleted_item() inserts the same rows back
-- (same ids, values, created_at and updated_at). So no table carries a "deleted" flag that
-- every policy and query would have to remember. Principals and teachers move what they may
-- manage to the bin and restore it; deleting forever is the principal's, and
-- purge_expired_bin_items() deletes what outlived the school's bin_retention_days. Removing
-- and restoring a member, and deleting a removed member for good, ask for the second factor
-- (private.require_aal, see schools and people).
--
-- A bin item's files stay in Storage while it is in the bin (a restore must be complete). When
-- the principal deletes an item for good, the app removes its files first. When an item
-- expires, purge_expired_bin_items() deletes the rows and answers which files those rows held,
-- named while the rows still tie them to the item, so that the caller (the app: the bin page
-- calls it whenever a principal opens it) can remove them. A scheduler that calls it from SQL
-- and ignores the answer leaves those files behind.

create table public.deleted_items (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null references public.schools (id) on delete cascade,
  table_name text not null check (table_name in ('classes', 'subjects', 'assignments', 'videos', 'profiles')),
  item_id uuid not null,
  item_label text not null default '',
  item_data jsonb not null,
  related_data jsonb not null default '{}',
  deleted_at timestamptz not null default now(),
  deleted_by uuid,
  constraint deleted_items_deleted_by_fkey foreign key (deleted_by, school_id)
    references public.profiles (id, school_id) on delete set null (deleted_by)
);

create index deleted_items_school_idx on public.deleted_items (school_id, deleted_at desc);

create index deleted_items_deleted_by_idx on public.deleted_items (deleted_by, deleted_at desc);

create index deleted_items_item_idx on public.deleted_items (table_name, item_id);

comment on table public.deleted_items is
  'The bin. item_data is the deleted row; related_data holds the rows deleted with it, by table (and video_subjects: videos that pointed at a deleted subject).';

alter table public.deleted_items enable row level security;

revoke all on public.deleted_items from anon;

revoke insert, update, delete on public.deleted_items from authenticated;

create policy deleted_items_select on public.deleted_items for select to authenticated
  using (school_id = (select private.principal_school_id())
      or deleted_by = (select private.active_profile_id()));

-- Whether the caller (an active principal or teacher) may manage this row of this table.
create or replace function private.may_manage(p_table text, p_row jsonb)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_me public.profiles;
begin
  select * into v_me from public.profiles p where p.id = (select auth.uid()) and p.is_active;
  if v_me.id is null or p_row is null then
    return false;
  end if;
  if v_me.role = 'principal' then
    return (p_row ->> 'school_id')::uuid = v_me.school_id
       and (p_table <> 'profiles' or (p_row ->> 'id')::uuid <> v_me.id);
  end if;
  if v_me.role <> 'teacher' then
    return false;
  end if;
  return case p_table
    when 'classes' then (p_row ->> 'teacher_id')::uuid = v_me.id
    when 'subjects' then (p_row ->> 'class_id')::uuid = any (array(select private.teacher_class_ids()))
    when 'assignments' then (p_row ->> 'subject_id')::uuid = any (array(select private.teacher_subject_ids()))
    when 'videos' then (p_row ->> 'created_by')::uuid = v_me.id
    else false
  end;
end;
$$;

comment on function private.may_manage(text, jsonb) is
  'Delete/restore/toggle rule: a principal manages their school (but not their own profile); a teacher their classes, those classes'' subjects and assignments, and their own videos.';

-- Rows of one table that depend on the deleted item, as a jsonb array.
create or replace function private.bin_rows(p_table text, p_column text, p_ids uuid[])
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v jsonb;
begin
  execute format('select coalesce(jsonb_agg(to_jsonb(t)), ''[]'') from public.%I t where t.%I = any ($1)',
                 p_table, p_column)
    into v using p_ids;
  return v;
end;
$$;

-- Before re-inserting: drop rows whose student is gone, and forget actors (creator, grader,
-- teacher) or a video's subject that no longer exist, instead of failing the whole restore.
create or replace function private.bin_prepare(p_rows jsonb)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(cleaned), '[]'::jsonb)
  from jsonb_array_elements(p_rows) as e(r)
  cross join lateral (
    select jsonb_object_agg(k, case
      when k in ('created_by', 'graded_by', 'recorded_by', 'teacher_id') and jsonb_typeof(v) = 'string'
           and not exists (select 1 from public.profiles p where p.id = (v #>> '{}')::uuid) then 'null'::jsonb
      else v end) as cleaned
    from jsonb_each(e.r) as x(k, v)
  ) c
  where not (e.r ? 'student_id')
     or exists (select 1 from public.profiles p where p.id = (e.r ->> 'student_id')::uuid)
$$;

create or replace function private.bin_insert(p_table text, p_rows jsonb)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if p_rows is null or jsonb_array_length(p_rows) = 0 then
    return;
  end if;
  execute format('insert into public.%I select * from jsonb_populate_recordset(null::public.%I, $1) on conflict do nothing',
                 p_table, p_table)
    using private.bin_prepare(p_rows);
end;
$$;

create or replace function public.soft_delete_item(table_name text, item_id uuid, deleter_id uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_table text := soft_delete_item.table_name;
  v_id uuid := soft_delete_item.item_id;
  v_row jsonb;
  v_related jsonb := '{}'::jsonb;
  v_subjects uuid[];
  v_assignments uuid[];
  v_bin_id uuid;
begin
  if (select auth.uid()) is null or soft_delete_item.deleter_id is distinct from (select auth.uid()) then
    raise exception 'deleter_id must be the signed-in user' using errcode = '42501';
  end if;
  if v_table is null or v_table not in ('classes', 'subjects', 'assignments', 'videos') then
    raise exception 'Invalid table name' using errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_table) into v_row using v_id;
  if not private.may_manage(v_table, v_row) then
    raise exception 'Item not found or you may not delete it' using errcode = '42501';
  end if;

  if v_table = 'classes' then
    select coalesce(array_agg(s.id), '{}') into v_subjects from public.subjects s where s.class_id = v_id;
  elsif v_table = 'subjects' then
    v_subjects := array[v_id];
  else
    v_subjects := '{}';
  end if;
  if v_table = 'assignments' then
    v_assignments := array[v_id];
  else
    select coalesce(array_agg(a.id), '{}') into v_assignments from public.assignments a where a.subject_id = any (v_subjects);
  end if;

  if v_table = 'classes' then
    v_related := v_related
      || jsonb_build_object('subjects', private.bin_rows('subjects', 'class_id', array[v_id]))
      || jsonb_build_object('student_enrollments', private.bin_rows('student_enrollments', 'class_id', array[v_id]));
  end if;
  if v_table in ('classes', 'subjects') then
    v_related := v_related
      || jsonb_build_object('assignments', private.bin_rows('assignments', 'subject_id', v_subjects))
      || jsonb_build_object('quiz_attempts', private.bin_rows('quiz_attempts', 'subject_id', v_subjects))
      || jsonb_build_object('student_progress_tracking', private.bin_rows('student_progress_tracking', 'subject_id', v_subjects))
      || jsonb_build_object('video_subjects', (
           select coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'subject_id', v.subject_id)), '[]'::jsonb)
           from public.videos v where v.subject_id = any (v_subjects)));
  end if;
  if v_table in ('classes', 'subjects', 'assignments') then
    v_related := v_related
      || jsonb_build_object('assignment_submissions', private.bin_rows('assignment_submissions', 'assignment_id', v_assignments));
  end if;
  if v_table = 'videos' then
    v_related := v_related
      || jsonb_build_object('video_captions', private.bin_rows('video_captions', 'video_id', array[v_id]));
  end if;

  insert into public.deleted_items (school_id, table_name, item_id, item_label, item_data, related_data, deleted_by)
  values ((v_row ->> 'school_id')::uuid, v_table, v_id,
          coalesce(v_row ->> 'name', v_row ->> 'title', ''), v_row, v_related, (select auth.uid()))
  returning id into v_bin_id;

  -- Foreign keys cascade to the dependants saved above (and unlink videos).
  execute format('delete from public.%I where id = $1', v_table) using v_id;
  return v_bin_id;
end;
$$;

comment on function public.soft_delete_item(text, uuid, uuid) is
  'Moves a class, subject, assignment or video (with its dependants) to the bin. deleter_id must be auth.uid(). Returns the deleted_items id.';

create or replace function public.restore_deleted_item(deleted_item_id uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_item public.deleted_items;
  v_me public.profiles;
  v_exists boolean;
begin
  select * into v_item from public.deleted_items d where d.id = restore_deleted_item.deleted_item_id;
  select * into v_me from public.profiles p where p.id = (select auth.uid()) and p.is_active;
  if v_item.id is null or v_me.id is null
     or not ((v_me.role = 'principal' and v_me.school_id = v_item.school_id)
             or v_item.deleted_by = v_me.id)
     or not private.may_manage(v_item.table_name, v_item.item_data) then
    raise exception 'Bin item not found or you may not restore it' using errcode = '42501';
  end if;

  execute format('select exists (select 1 from public.%I where id = $1)', v_item.table_name)
    into v_exists using v_item.item_id;
  if v_exists then
    raise exception 'This item already exists' using errcode = '23505';
  end if;

  -- A published video is checked for its captions once they are back, below (see the video
  -- migration), not when its own row is.
  set constraints public.videos_published_needs_captions deferred;
  begin
    execute format('insert into public.%I select * from jsonb_populate_record(null::public.%I, $1)',
                   v_item.table_name, v_item.table_name)
      using (private.bin_prepare(jsonb_build_array(v_item.item_data)) -> 0)
              || case when v_item.table_name = 'videos' and not exists (
                        select 1 from public.subjects s where s.id = (v_item.item_data ->> 'subject_id')::uuid)
                      then '{"subject_id": null}'::jsonb else '{}'::jsonb end;
  exception when foreign_key_violation then
    raise exception 'Restore what this item belongs to first (its class or subject is in the bin or gone)'
      using errcode = '23503';
  end;

  perform private.bin_insert('subjects', v_item.related_data -> 'subjects');
  perform private.bin_insert('student_enrollments', v_item.related_data -> 'student_enrollments');
  perform private.bin_insert('assignments', v_item.related_data -> 'assignments');
  perform private.bin_insert('assignment_submissions', v_item.related_data -> 'assignment_submissions');
  perform private.bin_insert('quiz_attempts', v_item.related_data -> 'quiz_attempts');
  perform private.bin_insert('student_progress_tracking', v_item.related_data -> 'student_progress_tracking');
  perform private.bin_insert('video_captions', v_item.related_data -> 'video_captions');
  set constraints public.videos_published_needs_captions immediate;
  update public.videos v set subject_id = l.subject_id
  from jsonb_to_recordset(coalesce(v_item.related_data -> 'video_subjects', '[]'::jsonb)) as l(id uuid, subject_id uuid)
  where v.id = l.id and v.subject_id is null;

  delete from public.deleted_items d where d.id = v_item.id;
  return jsonb_build_object('table_name', v_item.table_name, 'item_id', v_item.item_id);
end;
$$;

comment on function public.restore_deleted_item(uuid) is
  'Puts a bin item and its dependants back, identical. A teacher restores what they deleted; a principal anything of their school.';

create or replace function private.purge_deleted_item(deleted_item_id uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from public.deleted_items d
  where d.id = purge_deleted_item.deleted_item_id
    and d.school_id = (select private.principal_school_id());
  if not found then
    raise exception 'Bin item not found, or only a principal of its school may delete it forever'
      using errcode = '42501';
  end if;
end;
$$;

comment on function private.purge_deleted_item(uuid) is 'Deletes a bin item forever. Principals only.';

revoke all on function private.purge_deleted_item(uuid) from public, anon, authenticated;

grant execute on function private.purge_deleted_item(uuid) to service_role;

-- Deleting a removed member's bin item for good deletes their account, which asks for the
-- second factor (see schools and people).
create function public.purge_deleted_item(deleted_item_id uuid)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.deleted_items d where d.id = $1 and d.table_name = 'profiles') then
    perform private.require_aal();
  end if;
  perform private.purge_deleted_item($1);
end
$$;

comment on function public.purge_deleted_item(uuid) is
  'Deletes a bin item forever. Principals only; a removed member''s item (which deletes the account) not while a second factor is owed.';

revoke all on function private.may_manage(text, jsonb), private.bin_rows(text, text, uuid[]),
  private.bin_prepare(jsonb), private.bin_insert(text, jsonb) from public, anon, authenticated;

create function public.purge_expired_bin_items()
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid;
  v_expired uuid[];
  v_assignments uuid[];
  v_accounts uuid[];
  v_files jsonb;
  v_count integer;
begin
  -- Called by the backend (service role or a direct connection: every school) or by a
  -- principal (their school). Nobody else.
  if (select auth.uid()) is not null then
    v_school := (select private.principal_school_id());
    if v_school is null then
      raise exception 'Only a principal may purge the bin' using errcode = '42501';
    end if;
  end if;
  select coalesce(array_agg(d.id), '{}') into v_expired
  from public.deleted_items d
  join public.schools s on s.id = d.school_id
  where d.deleted_at < now() - make_interval(days => s.bin_retention_days)
    and (v_school is null or d.school_id = v_school);

  -- The files of those items, named while the rows still say whose they are: the assignments'
  -- attachments and hand-ins (the item itself or deleted with its subject or class, as
  -- bin_item_assignment_ids finds them for a purge by hand), and a removed account's picture,
  -- plan documents and hand-ins (as bin_member_files finds them).
  select coalesce(array_agg(distinct a), '{}') into v_assignments
  from unnest(v_expired) e(id) cross join lateral unnest(public.bin_item_assignment_ids(e.id)) a;
  select coalesce(array_agg(d.item_id), '{}') into v_accounts
  from public.deleted_items d where d.id = any (v_expired) and d.table_name = 'profiles';
  select coalesce(jsonb_agg(jsonb_build_object('bucket_id', f.bucket_id, 'name', f.name)), '[]') into v_files
  from (
    select o.bucket_id, o.name
    from storage.objects o
    where (o.bucket_id = 'assignment-files' and private.path_uuid(o.name, 1, 2) = any (v_assignments))
       or (o.bucket_id = 'submission-files' and private.path_uuid(o.name, 1, 3) = any (v_assignments))
    union
    select a.bucket_id, a.name from private.account_files(v_accounts) a
  ) f;

  delete from public.deleted_items d where d.id = any (v_expired);
  get diagnostics v_count = row_count;
  return jsonb_build_object('purged', v_count, 'files', v_files);
end;
$$;

revoke all on function public.soft_delete_item(text, uuid, uuid), public.restore_deleted_item(uuid),
  public.purge_deleted_item(uuid), public.purge_expired_bin_items() from public, anon;

grant execute on function public.soft_delete_item(text, uuid, uuid), public.restore_deleted_item(uuid),
  public.purge_deleted_item(uuid), public.purge_expired_bin_items() to authenticated, service_role;

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

-- ---------------------------------------------------------------------------------------
-- Removing a member from the school, through the bin
-- ---------------------------------------------------------------------------------------
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
create or replace function private.remove_member(member_id uuid)
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

comment on function private.remove_member(uuid) is
  'The principal moves a teacher, student or parent of their school to the bin: hidden, signed out for good, links kept in the bin item. Returns the deleted_items id.';

create or replace function private.restore_member(deleted_item_id uuid)
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

comment on function private.restore_member(uuid) is
  'Takes a removed account out of the bin: visible, signed-in again and in its state before, with its enrolments, guardian links and classes.';

-- The API's public.remove_member and restore_member ask for the second factor first (the last
-- section below).

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

revoke all on function private.bin_delete_removed_account(), private.account_files(uuid[]) from public, anon, authenticated;

revoke all on function public.bin_member_files(uuid) from public, anon;

grant execute on function public.bin_member_files(uuid) to authenticated, service_role;

comment on function public.purge_expired_bin_items() is
  'Deletes bin items older than their school''s bin_retention_days. Returns {purged: how many, files: [{bucket_id, name}] they held, for the caller to remove}. Run it daily from the backend, and from the bin page.';

-- ---------------------------------------------------------------------------------------
-- The second factor's guard on the API's sensitive and member-management functions
-- ---------------------------------------------------------------------------------------
-- Each of these keeps its body in private under its own name, in its domain's migration. The
-- public function of the same signature, which the API calls, asks private.require_aal() first
-- and then runs the body (the rule: see the schools and people migration); the service role,
-- which owes no factor, may call a body directly. toggle_item_status and purge_deleted_item
-- guard only some of their calls, and import_students also invites parents: they are written
-- out in their domains.
do $do$
declare
  g record;
begin
  for g in
    select n.name, p.oid::regprocedure as body, pg_get_function_arguments(p.oid) as args,
           pg_get_function_identity_arguments(p.oid) as arg_types, pg_get_function_result(p.oid) as result,
           case when p.prorettype = 'void'::regtype then 'perform' else 'return' end as run,
           (select string_agg('$' || i, ', ' order by i) from generate_series(1, p.pronargs) i) as params
    from unnest(array['read_sensitive_profile', 'update_student_profile', 'record_iep_document_access',
                      'invite_member', 'revoke_invitation', 'authorize_factor_reset',
                      'remove_member', 'restore_member']) n (name)
    left join pg_proc p on p.proname = n.name and p.pronamespace = 'private'::regnamespace
  loop
    if g.body is null then
      raise exception 'private.% is missing: no body to guard', g.name;
    end if;
    execute format($guard$create function public.%1$I(%2$s)
returns %3$s language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  %4$s private.%1$I(%5$s);
end
$$$guard$, g.name, g.args, g.result, g.run, g.params);
    execute format('revoke all on function %s from public, anon, authenticated', g.body);
    execute format('grant execute on function %s to service_role', g.body);
    execute format('revoke all on function public.%I(%s) from public, anon', g.name, g.arg_types);
    execute format('grant execute on function public.%I(%s) to authenticated, service_role', g.name, g.arg_types);
  end loop;
end
$do$;

comment on function public.read_sensitive_profile(uuid, text[]) is
  'Sensitive fields of a profile for its owner, its school''s principal or a linked parent; each field read by someone else is logged. fields = null means all. Refused (42501) while a second factor is owed.';

comment on function public.update_student_profile(uuid, jsonb, jsonb) is
  'A student''s principal or linked parent edits the student''s profile (profile: columns of profiles) and sensitive row (sensitive: columns of profile_sensitive). Given keys replace, others stay. Teachers and everyone else, or a session that owes a second factor: 42501.';

comment on function public.record_iep_document_access(uuid, text) is
  'Checks the caller may read that student''s IEP documents and logs a read as field iep_document. The app no longer calls it before a download: Storage logs every read of an IEP document itself (the bucket''s select policy, private.may_read_iep_document), so calling it as well would log one read twice.';

comment on function public.remove_member(uuid) is
  'The principal moves a teacher, student or parent of their school to the bin: hidden, signed out for good, links kept in the bin item. Returns the deleted_items id. Refused (42501) while a second factor is owed.';

-- ---------------------------------------------------------------------------------------
-- Checks over everything above
-- ---------------------------------------------------------------------------------------
-- Hosted Supabase grants ALL on public tables to the API roles, including TRUNCATE,
-- REFERENCES and TRIGGER, which row-level security does not govern. No request needs them.
-- And a table without RLS would be open to every signed-in user: refuse to finish the
-- migration if one exists.
do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel, c.relrowsecurity, c.relkind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format('revoke truncate, references, trigger on %s from anon, authenticated', t.rel);
    if not t.relrowsecurity then
      raise exception 'Table % has no row-level security', t.rel;
    end if;
  end loop;
end
$$;

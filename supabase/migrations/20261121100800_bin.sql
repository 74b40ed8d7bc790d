-- Oppi data model, part 9: the bin (soft delete, restore, purge).
--
-- soft_delete_item() copies the row — and every row that depends on it — into deleted_items
-- as jsonb, then deletes it for real. restore_deleted_item() inserts the same rows back
-- (same ids, values, created_at and updated_at). So no table carries a "deleted" flag that
-- every policy and query would have to remember.

create table public.deleted_items (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null references public.schools (id) on delete cascade,
  table_name text not null check (table_name in ('classes', 'subjects', 'assignments', 'videos')),
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
  update public.videos v set subject_id = l.subject_id
  from jsonb_to_recordset(coalesce(v_item.related_data -> 'video_subjects', '[]'::jsonb)) as l(id uuid, subject_id uuid)
  where v.id = l.id and v.subject_id is null;

  delete from public.deleted_items d where d.id = v_item.id;
  return jsonb_build_object('table_name', v_item.table_name, 'item_id', v_item.item_id);
end;
$$;
comment on function public.restore_deleted_item(uuid) is
  'Puts a bin item and its dependants back, identical. A teacher restores what they deleted; a principal anything of their school.';

create or replace function public.purge_deleted_item(deleted_item_id uuid)
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
comment on function public.purge_deleted_item(uuid) is 'Deletes a bin item forever. Principals only.';

create or replace function public.purge_expired_bin_items()
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_school uuid;
begin
  -- Called by the backend (service role or a direct connection: every school) or by a
  -- principal (their school). Nobody else.
  if (select auth.uid()) is not null then
    v_school := (select private.principal_school_id());
    if v_school is null then
      raise exception 'Only a principal may purge the bin' using errcode = '42501';
    end if;
  end if;
  delete from public.deleted_items d
  using public.schools s
  where s.id = d.school_id
    and d.deleted_at < now() - make_interval(days => s.bin_retention_days)
    and (v_school is null or d.school_id = v_school);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.purge_expired_bin_items() is
  'Deletes bin items older than their school''s bin_retention_days. Returns how many. Run it daily from the backend.';

revoke all on function private.may_manage(text, jsonb), private.bin_rows(text, text, uuid[]),
  private.bin_prepare(jsonb), private.bin_insert(text, jsonb) from public, anon, authenticated;
revoke all on function public.soft_delete_item(text, uuid, uuid), public.restore_deleted_item(uuid),
  public.purge_deleted_item(uuid), public.purge_expired_bin_items() from public, anon;
grant execute on function public.soft_delete_item(text, uuid, uuid), public.restore_deleted_item(uuid),
  public.purge_deleted_item(uuid), public.purge_expired_bin_items() to authenticated, service_role;

-- The bin keeps a video's caption tracks as it keeps every other dependant of what it holds:
-- soft_delete_item() copies them into the bin item's related_data (video_captions) before the
-- delete cascades to them, and restore_deleted_item() inserts them back through bin_insert,
-- which also forgets a creator who no longer exists instead of failing the restore. The two
-- triggers on videos that did this on their own (keeping the tracks on delete, putting them back
-- on insert) go. A restored published video is checked for its captions once they are back: the
-- restore defers the publishing check until then.

drop trigger videos_bin_keep_captions on public.videos;

drop trigger videos_bin_restore_captions on public.videos;

drop function private.bin_keep_video_captions();

drop function private.bin_restore_video_captions();

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

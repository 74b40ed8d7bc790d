-- Four of the insight cache's statement triggers did the same thing with other columns: a
-- write to hand-ins, quiz attempts, enrolments or accommodations forgets the cached records of
-- the rows' students and of the classes the rows reach. One function now does it for all four,
-- told by its trigger which column leads to the class: assignment_id (through the assignment's
-- subject), subject_id, class_id, or none (the students' own classes).

create or replace function private.insight_forget_rows()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_key text := tg_argv[0];
  v_schools uuid[]; v_students uuid[]; v_keys uuid[];
begin
  -- The rows written or deleted, and on an update also the rows as they were (a row may move
  -- to another student or class). Transition tables are read by name, so the query is dynamic.
  execute format('select array_agg(distinct x.school_id), array_agg(distinct x.student_id), %s from (%s) x',
                 case when v_key is null then 'null::uuid[]' else format('array_agg(distinct x.%I)', v_key) end,
                 case when tg_op = 'UPDATE' then 'select * from changed union all select * from changed_old'
                      else 'select * from changed' end)
    into v_schools, v_students, v_keys;
  perform private.insight_cache_forget(v_schools, v_students,
    case v_key
      when 'class_id' then v_keys
      when 'subject_id' then
        array(select distinct sj.class_id from public.subjects sj where sj.id = any (v_keys))
      when 'assignment_id' then
        array(select distinct sj.class_id from public.assignments a join public.subjects sj on sj.id = a.subject_id
              where a.id = any (v_keys))
    end,
    p_student_classes => v_key is null);
  return null;
end
$$;

revoke all on function private.insight_forget_rows() from public, anon, authenticated;

do $do$
declare
  t record;
begin
  for t in
    select * from (values
      ('assignment_submissions', 'insight_forget_submissions', '''assignment_id'''),
      ('quiz_attempts', 'insight_forget_quiz_attempts', '''subject_id'''),
      ('student_enrollments', 'insight_forget_enrollments', '''class_id'''),
      ('student_accommodations', 'insight_forget_accommodations', '')
    ) v (tbl, old_forget, key)
  loop
    execute format($triggers$
      drop trigger %1$s_insight_insert on public.%1$I;
      drop trigger %1$s_insight_update on public.%1$I;
      drop trigger %1$s_insight_delete on public.%1$I;
      create trigger %1$s_insight_insert after insert on public.%1$I
        referencing new table as changed for each statement execute function private.insight_forget_rows(%3$s);
      create trigger %1$s_insight_update after update on public.%1$I
        referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_rows(%3$s);
      create trigger %1$s_insight_delete after delete on public.%1$I
        referencing old table as changed for each statement execute function private.insight_forget_rows(%3$s);
      drop function private.%2$I();
    $triggers$, t.tbl, t.old_forget, t.key);
  end loop;
end
$do$;

-- The insight cache's statement triggers on assignments and on subjects did the same thing with
-- other columns: a write forgets the cached records of every student of the classes the rows
-- reach, and of those classes, and an update forgets only when a column that matters changed.
-- One function now does it for both, told by its trigger which column leads to the class and
-- which other columns matter. The step from that column to the classes, which
-- insight_forget_rows also takes, is one function both call.

-- The classes that rows reach by the column named: class_id (the classes themselves),
-- subject_id (the subjects' classes), assignment_id (the classes of the assignments' subjects);
-- null for no column.
create or replace function private.insight_classes_of(p_key text, p_ids uuid[])
returns uuid[]
language sql stable
set search_path = ''
as $$
  select case p_key
    when 'class_id' then p_ids
    when 'subject_id' then
      array(select distinct sj.class_id from public.subjects sj where sj.id = any (p_ids))
    when 'assignment_id' then
      array(select distinct sj.class_id from public.assignments a join public.subjects sj on sj.id = a.subject_id
            where a.id = any (p_ids))
  end
$$;

revoke all on function private.insight_classes_of(text, uuid[]) from public, anon, authenticated;

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
  perform private.insight_cache_forget(v_schools, v_students, private.insight_classes_of(v_key, v_keys),
                                       p_student_classes => v_key is null);
  return null;
end
$$;

-- A write to rows that concern whole classes (assignments, subjects): every student of the
-- classes the rows reach, and those classes. The trigger names the column that leads to the
-- class (as for insight_forget_rows), then the other columns whose change matters: an update
-- that changes none of them, nor the school or that column, forgets nothing.
create or replace function private.insight_forget_classes()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_key text := tg_argv[0];
  v_columns text[] := array[v_key, 'school_id'] || tg_argv[1:];
  v_schools uuid[]; v_keys uuid[];
begin
  -- Transition tables are read by name, so the query is dynamic. On an update: the rows whose
  -- watched columns changed, as they are and as they were (a row may move to another class).
  execute case when tg_op = 'UPDATE' then
      format('select array_agg(distinct x.school_id), array_agg(distinct x.key)
              from changed n join changed_old o on o.id = n.id
              cross join lateral (values (n.school_id, n.%1$I), (o.school_id, o.%1$I)) x(school_id, key)
              where (%2$s) is distinct from (%3$s)',
             v_key,
             (select string_agg('n.' || quote_ident(c), ', ') from unnest(v_columns) c),
             (select string_agg('o.' || quote_ident(c), ', ') from unnest(v_columns) c))
    else format('select array_agg(distinct x.school_id), array_agg(distinct x.%I) from changed x', v_key)
    end
    into v_schools, v_keys;
  if v_keys is not null then
    perform private.insight_cache_forget(v_schools, null, private.insight_classes_of(v_key, v_keys),
                                         p_class_students => true);
  end if;
  return null;
end
$$;

revoke all on function private.insight_forget_classes() from public, anon, authenticated;

do $do$
declare
  t record;
begin
  for t in
    select * from (values
      ('assignments', '''subject_id'', ''due_at'', ''created_at'', ''is_active'', ''max_score'''),
      ('subjects', '''class_id'', ''is_active''')
    ) v (tbl, args)
  loop
    execute format($triggers$
      drop trigger %1$s_insight_insert on public.%1$I;
      drop trigger %1$s_insight_update on public.%1$I;
      drop trigger %1$s_insight_delete on public.%1$I;
      create trigger %1$s_insight_insert after insert on public.%1$I
        referencing new table as changed for each statement execute function private.insight_forget_classes(%2$s);
      create trigger %1$s_insight_update after update on public.%1$I
        referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_classes(%2$s);
      create trigger %1$s_insight_delete after delete on public.%1$I
        referencing old table as changed for each statement execute function private.insight_forget_classes(%2$s);
    $triggers$, t.tbl, t.args);
  end loop;
end
$do$;

drop function private.insight_forget_assignments();

drop function private.insight_forget_subjects();

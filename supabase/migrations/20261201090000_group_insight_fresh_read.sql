-- A principal's class and subject insights read their stored records; the classes whose records
-- are stale or missing are recomputed first. The recomputation was one INSERT … SELECT over the
-- inlined fact query, run on every read even when nothing was stale: PL/pgSQL plans such a
-- statement for each call's own arguments, and planning the fact query took about 10 ms of a
-- 15-ms read on PostgreSQL. The stale classes are now listed first, and the INSERT runs (and is
-- planned) only when there are any. What is stored and returned is unchanged; grants stay as
-- they were.

create or replace function private.insight_cached_groups(p_scope text)
returns table (group_id uuid, class_id uuid, students integer, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_school uuid := private.principal_school_id();
  v_stale uuid[];
begin
  if v_school is null or p_scope not in ('class', 'subject') then
    return;
  end if;
  -- Under the lock before looking: a write that forgets records waits for this read to end.
  perform private.insight_cache_lock(v_school, true);
  -- A class is recomputed whole (the class row, or all its subjects' rows) when any of its
  -- rows is stale or missing: the computation is per class anyway.
  v_stale := array(
    select cl.id from public.classes cl
    where cl.school_id = v_school and cl.is_active
      and exists (select 1 from (select cl.id as id where p_scope = 'class'
                                 union all
                                 select sj.id from public.subjects sj
                                 where p_scope = 'subject' and sj.class_id = cl.id and sj.is_active) g
                  where not exists (select 1 from private.insight_group_cache x
                                    where x.scope = p_scope and x.group_id = g.id and x.school_id = v_school
                                      and x.valid_until > now())));
  if cardinality(v_stale) > 0 then
    insert into private.insight_group_cache as c (scope, group_id, class_id, school_id, students, r, weeks, last_at, valid_until, computed_at)
    select p_scope, f.group_id, f.class_id, v_school, f.students, f.r, f.weeks, f.last_at, f.valid_until, now()
    from private.insight_group_facts(p_scope, v_stale) f
    on conflict on constraint insight_group_cache_pkey do update
      set class_id = excluded.class_id, school_id = excluded.school_id, students = excluded.students, r = excluded.r,
          weeks = excluded.weeks, last_at = excluded.last_at, valid_until = excluded.valid_until,
          computed_at = excluded.computed_at;
  end if;
  return query
    select c.group_id, c.class_id, c.students, c.r, c.weeks, c.last_at, c.valid_until
    from private.insight_group_cache c where c.school_id = v_school and c.scope = p_scope;
end
$$;

-- Class and subject lists sort by the same risk rank as the student lists, from the one
-- function that writes the rule (private.insight_risk_rank): a change to the rule then changes
-- every list alike. Only that line of the reader changes; grants stay as they were.

create or replace function private.insight_groups(
  scope text, class_filter uuid default null, search text default null,
  page_size integer default null, page_offset integer default 0)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language sql volatile
security invoker
as $$
  with groups as (
    select case when insight_groups.scope = 'subject' then sj.id else c.id end as id,
           case when insight_groups.scope = 'subject' then sj.name else c.name end as name,
           c.id as class_id, c.name as class_name
    from public.classes c
    left join public.subjects sj on insight_groups.scope = 'subject' and sj.class_id = c.id and sj.is_active
    where insight_groups.scope in ('class', 'subject')
      and c.is_active
      and (c.school_id = (select private.principal_school_id())
           or c.id = any (array(select private.teacher_class_ids())))
      and (insight_groups.class_filter is null or c.id = insight_groups.class_filter)
      and (insight_groups.scope = 'class' or sj.id is not null)
      and (nullif(btrim(insight_groups.search), '') is null
           or strpos(lower(case when insight_groups.scope = 'subject' then sj.name || ' ' || c.name else c.name end),
                     lower(btrim(insight_groups.search))) > 0)
  ),
  -- The principal reads the cache; a teacher's classes are computed live.
  facts as (
    select f.group_id, f.students, f.r, f.weeks, f.last_at
    from private.insight_cached_groups(insight_groups.scope) f
    where (select private.principal_school_id()) is not null
    union all
    select f.group_id, f.students, f.r, f.weeks, f.last_at
    from private.insight_group_facts(insight_groups.scope, array(select distinct groups.class_id from groups)) f
    where (select private.principal_school_id()) is null
  ),
  page as (
    select g.*, f.students, f.r, f.weeks, f.last_at,
           private.insight_risk_rank(f.r) as risk_rank,
           (f.r ->> 'engagementScore')::int as engagement, count(*) over () as total
    from groups g
    join facts f on f.group_id = g.id
    order by risk_rank, engagement nulls last, g.name, g.class_name, g.id
    -- No page size: every record (LIMIT NULL has no limit).
    limit case when insight_groups.page_size is null then null else greatest(1, least(insight_groups.page_size, 200)) end
    offset greatest(0, coalesce(insight_groups.page_offset, 0))
  )
  select a.id, a.name, a.class_id, a.class_name, a.students, a.engagement, a.r ->> 'riskLevel',
         a.r -> 'metrics',
         case when a.students = 0 then '[{"code":"no_students","level":"low"}]'::jsonb else a.r -> 'reasons' end,
         private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at, a.total
  from page a
  order by a.risk_rank, a.engagement nulls last, a.name, a.class_name, a.id
$$;
comment on function private.insight_groups(text, uuid, text, integer, integer) is
  'Insight records of classes (scope ''class'') or subjects (scope ''subject'') for the school''s principal (from the insight cache) or the classes'' teacher (live): pooled metrics, flags, weekly trends, roster size; optionally one page, with the total. Others get no rows.';

-- Insights: which students are slipping, and why, computed from the school's real rows.
--
-- Three readers, one per scope: insight_students(), insight_classes(), insight_subjects().
-- Each is one SQL statement, security invoker and without a SET clause, so the planner can
-- inline it and the caller's row-level security decides every row it reads: a principal their
-- school, a teacher their classes' students, a student themself, a parent their children,
-- anyone else nothing. Class and subject records are pooled numbers about many children, so
-- they are for staff only (an explicit check beside RLS: a class of two would otherwise show a
-- classmate's numbers to a student or a parent).
--
-- Work is read from student_work, so each student's own due date (extended time applied) is
-- the one that decides "handed in on time", and work that fell due before a student joined is
-- not held against them. Attendance is not recorded by Oppi and is never estimated here.
--
-- The rule that turns numbers into a risk level is written once, in private.insight_assess(),
-- and explained in docs/insights.md. Every flag is returned as a code with its numbers, for
-- the app to word in the reader's language.

-- ---------------------------------------------------------------------------------------
-- The rule: numbers in, metrics + flags + risk level + engagement score out.
-- ---------------------------------------------------------------------------------------
create or replace function private.insight_level(p_percent numeric)
returns text
language sql immutable
as $$
  select case when p_percent < 60 then 'high' when p_percent < 75 then 'medium' end
$$;
comment on function private.insight_level(numeric) is
  'Risk level of one engagement metric: under 60 high, under 75 medium, otherwise none.';
revoke all on function private.insight_level(numeric) from public, anon;
grant execute on function private.insight_level(numeric) to authenticated, service_role;

create or replace function private.insight_assess(
  p_due bigint, p_handed bigint, p_on_time bigint, p_graded bigint, p_average numeric,
  p_recent bigint, p_recent_missed bigint,
  p_before_average numeric, p_before_graded bigint, p_after_average numeric, p_after_graded bigint,
  p_active_weeks bigint, p_weeks_of bigint)
returns jsonb
language sql immutable
as $$
  with m as (
    select
      case when p_due > 0 then round(100.0 * p_handed / p_due) end as completion,
      case when p_handed > 0 then round(100.0 * p_on_time / p_handed) end as on_time,
      case when p_graded > 0 then round(p_average) end as average,
      case when p_weeks_of > 0 then round(100.0 * p_active_weeks / p_weeks_of) end as participation
  ),
  flags as (
    select coalesce(jsonb_agg(f order by ord), '[]'::jsonb) as list
    from m, lateral (values
      -- Three is the least evidence any flag stands on: one missed piece is not a pattern.
      (1, case when p_recent >= 3 and p_recent_missed >= 2 then jsonb_build_object(
            'code', 'missed_recent', 'missed', p_recent_missed, 'of', p_recent,
            'level', case when p_recent_missed >= 3 then 'high' else 'medium' end) end),
      (2, case when p_due >= 3 and private.insight_level(m.completion) is not null then jsonb_build_object(
            'code', 'completion_low', 'handed', p_handed, 'of', p_due, 'percent', m.completion,
            'level', private.insight_level(m.completion)) end),
      (3, case when p_handed >= 3 and private.insight_level(m.on_time) is not null then jsonb_build_object(
            'code', 'late_often', 'late', p_handed - p_on_time, 'of', p_handed, 'percent', m.on_time,
            'level', private.insight_level(m.on_time)) end),
      (4, case when p_weeks_of > 0 and private.insight_level(m.participation) is not null then jsonb_build_object(
            'code', 'participation_low', 'active', p_active_weeks, 'of', p_weeks_of, 'percent', m.participation,
            'level', private.insight_level(m.participation)) end),
      (5, case when p_before_graded >= 2 and p_after_graded >= 2 and p_before_average - p_after_average >= 10
            then jsonb_build_object('code', 'average_fell', 'from', round(p_before_average), 'to', round(p_after_average),
                                    'weeks', 3, 'level', 'medium') end)
    ) v(ord, f)
    where f is not null
  )
  select jsonb_build_object(
    'metrics', jsonb_build_object(
      'assignmentCompletion', m.completion, 'onTimeRate', m.on_time, 'averageScore', m.average,
      'participationScore', m.participation, 'attendanceRate', null),
    'reasons', case when p_due = 0 and p_graded = 0 then '[{"code":"no_work_yet","level":"low"}]'::jsonb else flags.list end,
    'riskLevel', case when flags.list @> '[{"level":"high"}]' then 'high'
                      when flags.list @> '[{"level":"medium"}]' then 'medium' else 'low' end,
    'engagementScore', (select round(avg(x)) from unnest(array[m.completion, m.on_time, m.participation]) x))
  from m, flags
$$;
comment on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) is
  'The insight rule: counts of due, handed-in, on-time and graded work, recent misses, the average before and after three weeks ago and active weeks → metrics, flags (code + numbers + level), risk level and engagement score.';
revoke all on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) from public, anon;
grant execute on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) to authenticated, service_role;

-- Weekly trend points, oldest first: six weeks back from now, each a 7-day window ending at
-- now - k weeks. Empty weeks are kept (null numbers) so a chart's axis does not skip.
create or replace function private.insight_trend(p_weeks jsonb)
returns jsonb
language sql stable
as $$
  select jsonb_agg(jsonb_build_object(
           'weekStart', (now() - (g.k + 1) * interval '7 days')::date,
           'completion', p_weeks -> g.k::text -> 'completion',
           'average', p_weeks -> g.k::text -> 'average',
           'active', coalesce(p_weeks -> g.k::text -> 'active', '0'::jsonb))
         order by g.k desc)
  from generate_series(0, 5) g(k)
$$;
comment on function private.insight_trend(jsonb) is
  'Six weekly trend points (oldest first) from a {"<weeks ago>": {completion, average, active}} object; missing weeks give nulls.';
revoke all on function private.insight_trend(jsonb) from public, anon;
grant execute on function private.insight_trend(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Students
-- ---------------------------------------------------------------------------------------
create or replace function public.insight_students(
  class_filter uuid default null, search text default null, student_filter uuid default null,
  page_size integer default 25, page_offset integer default 0)
returns table (id uuid, first_name text, last_name text, class_names text[], engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language sql stable
security invoker
as $$
  with pupils as (
    select p.id, p.first_name, p.last_name,
           array(select c.name from public.student_enrollments e join public.classes c on c.id = e.class_id
                 where e.student_id = p.id and e.status = 'active' order by c.name) as class_names
    from public.profiles p
    where p.role = 'student' and p.is_active
      and (insight_students.student_filter is null or p.id = insight_students.student_filter)
      and (nullif(btrim(insight_students.search), '') is null
           or strpos(lower(p.first_name || ' ' || p.last_name), lower(btrim(insight_students.search))) > 0)
      and exists (select 1 from public.student_enrollments e
                  where e.student_id = p.id and e.status = 'active'
                    and (insight_students.class_filter is null or e.class_id = insight_students.class_filter))
  ),
  -- Work that fell due (by the student's own date) in the last twelve weeks.
  work as (
    select w.student_id, w.due_at, w.submitted_at is not null as handed, w.submitted_at <= w.due_at as on_time,
           case when w.score is not null then w.score / w.max_score * 100 end as pct,
           floor(extract(epoch from now() - w.due_at) / 604800)::int as weeks_ago,
           row_number() over (partition by w.student_id order by w.due_at desc) as recency
    from public.student_work w
    where w.student_id in (select pupils.id from pupils)
      and w.due_at <= now() and w.due_at > now() - interval '84 days'
  ),
  events as (
    select s.student_id, s.submitted_at as at from public.assignment_submissions s
    where s.student_id in (select pupils.id from pupils)
    union all
    select q.student_id, q.completed_at from public.quiz_attempts q
    where q.student_id in (select pupils.id from pupils)
  ),
  per_work as (
    select work.student_id, count(*) as due, count(*) filter (where handed) as handed,
           count(*) filter (where on_time) as on_time, count(pct) as graded, avg(pct) as average,
           count(*) filter (where recency <= 5) as recent, count(*) filter (where recency <= 5 and not handed) as recent_missed,
           avg(pct) filter (where weeks_ago between 3 and 5) as before_average, count(pct) filter (where weeks_ago between 3 and 5) as before_graded,
           avg(pct) filter (where weeks_ago < 3) as after_average, count(pct) filter (where weeks_ago < 3) as after_graded,
           bool_or(weeks_ago < 4) as due_lately
    from work group by work.student_id
  ),
  per_events as (
    select events.student_id, max(at) as last_at,
           count(distinct floor(extract(epoch from now() - at) / 604800)) filter (where at > now() - interval '28 days') as active_weeks
    from events group by events.student_id
  ),
  weekly as (
    select x.student_id, jsonb_object_agg(x.k, jsonb_build_object('completion', x.completion, 'average', x.average, 'active', x.active)) as weeks
    from (
      select coalesce(a.student_id, b.student_id) as student_id, coalesce(a.k, b.k) as k, a.completion, a.average, coalesce(b.active, 0) as active
      from (select work.student_id, weeks_ago as k, round(100.0 * count(*) filter (where handed) / count(*)) as completion, round(avg(pct)) as average
            from work where weeks_ago < 6 group by work.student_id, weeks_ago) a
      full join (select events.student_id, floor(extract(epoch from now() - at) / 604800)::int as k, count(*) as active
                 from events where at > now() - interval '42 days' group by 1, 2) b
        on b.student_id = a.student_id and b.k = a.k
    ) x
    group by x.student_id
  ),
  assessed as (
    select p.*, e.last_at, w.weeks,
           private.insight_assess(coalesce(f.due, 0), coalesce(f.handed, 0), coalesce(f.on_time, 0), coalesce(f.graded, 0), f.average,
                                  coalesce(f.recent, 0), coalesce(f.recent_missed, 0),
                                  f.before_average, coalesce(f.before_graded, 0), f.after_average, coalesce(f.after_graded, 0),
                                  coalesce(e.active_weeks, 0), case when f.due_lately then 4 else 0 end) as r
    from pupils p
    left join per_work f on f.student_id = p.id
    left join per_events e on e.student_id = p.id
    left join weekly w on w.student_id = p.id
  )
  select a.id, a.first_name, a.last_name, a.class_names, (a.r ->> 'engagementScore')::int, a.r ->> 'riskLevel',
         a.r -> 'metrics', a.r -> 'reasons', private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at,
         count(*) over ()
  from assessed a
  order by case a.r ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end,
           (a.r ->> 'engagementScore')::int nulls last, a.last_name, a.first_name, a.id
  limit greatest(1, least(coalesce(insight_students.page_size, 25), 200))
  offset greatest(0, coalesce(insight_students.page_offset, 0))
$$;
comment on function public.insight_students(uuid, text, uuid, integer, integer) is
  'Insight records of the students the caller may see (RLS), most at risk first: metrics, flags with numbers, weekly trends, last activity. Filters: class, a name search, one student; paged, with the total.';
revoke all on function public.insight_students(uuid, text, uuid, integer, integer) from public, anon;
grant execute on function public.insight_students(uuid, text, uuid, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Classes and subjects: the same rule on pooled numbers, for staff only.
-- ---------------------------------------------------------------------------------------
create or replace function private.insight_groups(scope text, class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
language sql stable
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
  roster as (
    select e.class_id, count(*) as students
    from public.student_enrollments e
    where e.status = 'active' and e.class_id in (select groups.class_id from groups)
    group by e.class_id
  ),
  work as (
    select case when insight_groups.scope = 'subject' then w.subject_id else w.class_id end as group_id,
           w.student_id, w.submitted_at is not null as handed, w.submitted_at <= w.due_at as on_time,
           case when w.score is not null then w.score / w.max_score * 100 end as pct,
           floor(extract(epoch from now() - w.due_at) / 604800)::int as weeks_ago
    from public.student_work w
    where w.class_id in (select groups.class_id from groups)
      and w.due_at <= now() and w.due_at > now() - interval '84 days'
  ),
  events as (
    select case when insight_groups.scope = 'subject' then a.subject_id else sj.class_id end as group_id,
           s.student_id, s.submitted_at as at
    from public.assignment_submissions s
    join public.assignments a on a.id = s.assignment_id
    join public.subjects sj on sj.id = a.subject_id
    where sj.class_id in (select groups.class_id from groups) and s.submitted_at > now() - interval '42 days'
    union all
    select case when insight_groups.scope = 'subject' then q.subject_id else sj.class_id end, q.student_id, q.completed_at
    from public.quiz_attempts q
    join public.subjects sj on sj.id = q.subject_id
    where sj.class_id in (select groups.class_id from groups) and q.completed_at > now() - interval '42 days'
  ),
  per_work as (
    select work.group_id, count(*) as due, count(*) filter (where handed) as handed,
           count(*) filter (where on_time) as on_time, count(pct) as graded, avg(pct) as average,
           avg(pct) filter (where weeks_ago between 3 and 5) as before_average, count(pct) filter (where weeks_ago between 3 and 5) as before_graded,
           avg(pct) filter (where weeks_ago < 3) as after_average, count(pct) filter (where weeks_ago < 3) as after_graded,
           count(distinct work.student_id) filter (where weeks_ago < 4) as due_lately
    from work group by work.group_id
  ),
  per_events as (
    select events.group_id, max(at) as last_at,
           count(distinct (events.student_id, floor(extract(epoch from now() - at) / 604800))) filter (where at > now() - interval '28 days') as active_weeks
    from events group by events.group_id
  ),
  weekly as (
    select x.group_id, jsonb_object_agg(x.k, jsonb_build_object('completion', x.completion, 'average', x.average, 'active', x.active)) as weeks
    from (
      select coalesce(a.group_id, b.group_id) as group_id, coalesce(a.k, b.k) as k, a.completion, a.average, coalesce(b.active, 0) as active
      from (select work.group_id, weeks_ago as k, round(100.0 * count(*) filter (where handed) / count(*)) as completion, round(avg(pct)) as average
            from work where weeks_ago < 6 group by work.group_id, weeks_ago) a
      full join (select events.group_id, floor(extract(epoch from now() - at) / 604800)::int as k, count(*) as active
                 from events group by 1, 2) b
        on b.group_id = a.group_id and b.k = a.k
    ) x
    group by x.group_id
  ),
  assessed as (
    select g.*, coalesce(r.students, 0)::int as students, e.last_at, w.weeks,
           -- Recent misses are a pattern of one child, so pooled records leave that flag out.
           private.insight_assess(coalesce(f.due, 0), coalesce(f.handed, 0), coalesce(f.on_time, 0), coalesce(f.graded, 0), f.average,
                                  0, 0, f.before_average, coalesce(f.before_graded, 0), f.after_average, coalesce(f.after_graded, 0),
                                  coalesce(e.active_weeks, 0), 4 * coalesce(f.due_lately, 0)) as r
    from groups g
    left join roster r on r.class_id = g.class_id
    left join per_work f on f.group_id = g.id
    left join per_events e on e.group_id = g.id
    left join weekly w on w.group_id = g.id
  )
  select a.id, a.name, a.class_id, a.class_name, a.students, (a.r ->> 'engagementScore')::int, a.r ->> 'riskLevel',
         a.r -> 'metrics',
         case when a.students = 0 then '[{"code":"no_students","level":"low"}]'::jsonb else a.r -> 'reasons' end,
         private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at
  from assessed a
  order by case a.r ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end,
           (a.r ->> 'engagementScore')::int nulls last, a.name, a.class_name, a.id
$$;
comment on function private.insight_groups(text, uuid, text) is
  'Insight records of classes (scope ''class'') or subjects (scope ''subject'') for the school''s principal or the classes'' teacher: pooled metrics, flags, weekly trends, roster size. Others get no rows.';
revoke all on function private.insight_groups(text, uuid, text) from public, anon;
grant execute on function private.insight_groups(text, uuid, text) to authenticated, service_role;

create or replace function public.insight_classes(class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
language sql stable
security invoker
as $$
  select * from private.insight_groups('class', insight_classes.class_filter, insight_classes.search)
$$;
comment on function public.insight_classes(uuid, text) is
  'Insight records of the classes the caller teaches, or of every class of the principal''s school; most at risk first.';
revoke all on function public.insight_classes(uuid, text) from public, anon;
grant execute on function public.insight_classes(uuid, text) to authenticated, service_role;

create or replace function public.insight_subjects(class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
language sql stable
security invoker
as $$
  select * from private.insight_groups('subject', insight_subjects.class_filter, insight_subjects.search)
$$;
comment on function public.insight_subjects(uuid, text) is
  'Insight records of the subjects of the classes the caller teaches, or of the principal''s school; most at risk first.';
revoke all on function public.insight_subjects(uuid, text) from public, anon;
grant execute on function public.insight_subjects(uuid, text) to authenticated, service_role;

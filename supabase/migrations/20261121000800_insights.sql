-- Oppi data model: insights — which students are slipping, and why, computed from the
-- school's real rows (docs/insights.md explains the rule).
--
-- Three readers, one per scope: insight_students(), insight_classes(), insight_subjects().
-- The caller's row-level security decides every row they read: a principal their school, a
-- teacher their classes' students, a student themself, a parent their children, anyone else
-- nothing. Class and subject records are pooled numbers about many children, so they are for
-- staff only (an explicit check beside RLS: a class of two would otherwise show a classmate's
-- numbers to a student or a parent). A principal's and a teacher's records are stored and kept
-- until they can change (the caches below); every other call is computed live.
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
-- "Needs support now" (high) means recent work is not reaching the teacher: three or more of
-- the last five pieces missing, so a student whose work is all handed in never gets there.
-- Everything else is at most "worth a closer look" (medium): under 75 % handed in over the
-- twelve weeks, late hand-ins, a falling average. Few active weeks is never a flag on its own:
-- it is added, as medium, only beside another flag. Each percentage flag carries the line it
-- fell under (`limit`), so the sentence says which figure, how much, and the line
-- (docs/insights.md, "The rule").
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
  -- The work signals. Three pieces is the least evidence any of them stands on: one missed
  -- piece is not a pattern.
  w as (
    select m.*,
           p_recent >= 3 and p_recent_missed >= 2 as missed,
           p_due >= 3 and m.completion < 75 as incomplete,
           p_handed >= 3 and m.on_time < 75 as late,
           p_before_graded >= 2 and p_after_graded >= 2 and p_before_average - p_after_average >= 10 as fell
    from m
  ),
  flags as (
    select coalesce(jsonb_agg(f order by ord), '[]'::jsonb) as list
    from w, lateral (values
      -- Work not handed in is the one thing that is urgent ("now"): 3 of the last 5.
      (1, case when w.missed then jsonb_build_object(
            'code', 'missed_recent', 'missed', p_recent_missed, 'of', p_recent,
            'level', case when p_recent_missed >= 3 then 'high' else 'medium' end) end),
      (2, case when w.incomplete then jsonb_build_object(
            'code', 'completion_low', 'handed', p_handed, 'of', p_due, 'percent', w.completion,
            'limit', 75, 'level', 'medium') end),
      -- Late work still arrives: worth a closer look, never urgent.
      (3, case when w.late then jsonb_build_object(
            'code', 'late_often', 'late', p_handed - p_on_time, 'of', p_handed, 'percent', w.on_time,
            'limit', 75, 'level', 'medium') end),
      -- Activity is context for work that is already slipping, never a flag of its own: weeks
      -- without a hand-in are often just weeks without anything due.
      (4, case when (w.missed or w.incomplete or w.late or w.fell)
                    and p_weeks_of > 0 and w.participation < 75 then jsonb_build_object(
            'code', 'participation_low', 'active', p_active_weeks, 'of', p_weeks_of, 'percent', w.participation,
            'limit', 75, 'level', 'medium') end),
      (5, case when w.fell then jsonb_build_object(
            'code', 'average_fell', 'from', round(p_before_average), 'to', round(p_after_average),
            'weeks', 3, 'level', 'medium') end)
    ) v(ord, f)
    where f is not null
  )
  select jsonb_build_object(
    'metrics', jsonb_build_object(
      'assignmentCompletion', w.completion, 'onTimeRate', w.on_time, 'averageScore', w.average,
      'participationScore', w.participation, 'attendanceRate', null),
    'reasons', case when p_due = 0 and p_graded = 0 then '[{"code":"no_work_yet","level":"low"}]'::jsonb else flags.list end,
    'riskLevel', case when flags.list @> '[{"level":"high"}]' then 'high'
                      when flags.list @> '[{"level":"medium"}]' then 'medium' else 'low' end,
    'engagementScore', (select round(avg(x)) from unnest(array[w.completion, w.on_time, w.participation]) x))
  from w, flags
$$;

comment on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) is
  'The insight rule: counts of due, handed-in, on-time and graded work, recent misses, the average before and after three weeks ago and active weeks → metrics, flags (code + numbers + the line crossed + level), risk level and engagement score. High only for 3+ of the last 5 not handed in; activity only beside another flag.';

revoke all on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) from public, anon;

grant execute on function private.insight_assess(bigint, bigint, bigint, bigint, numeric, bigint, bigint, numeric, bigint, numeric, bigint, bigint, bigint) to authenticated, service_role;

-- One trend point: the week that began (k + 1) weeks ago, from the stored weekly figures.
-- A single expression, as private.insight_trend below, so that both are inlined.
create or replace function private.insight_week(p_weeks jsonb, p_k integer)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
           'weekStart', (now() - (p_k + 1) * interval '7 days')::date,
           'completion', p_weeks -> p_k::text -> 'completion',
           'average', p_weeks -> p_k::text -> 'average',
           'active', coalesce(p_weeks -> p_k::text -> 'active', '0'::jsonb))
$$;

-- Six weekly points, oldest first, written out rather than aggregated over a series: an
-- expression is inlined, an aggregate with a FROM clause is a call a row.
create or replace function private.insight_trend(p_weeks jsonb)
returns jsonb
language sql stable
as $$
  select jsonb_build_array(
           private.insight_week(p_weeks, 5), private.insight_week(p_weeks, 4), private.insight_week(p_weeks, 3),
           private.insight_week(p_weeks, 2), private.insight_week(p_weeks, 1), private.insight_week(p_weeks, 0))
$$;

comment on function private.insight_trend(jsonb) is
  'Six weekly trend points (oldest first) from a {"<weeks ago>": {completion, average, active}} object; missing weeks give nulls.';

revoke all on function private.insight_trend(jsonb) from public, anon;

grant execute on function private.insight_trend(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- The readers. VOLATILE, because a principal's or a teacher's call may store records
-- (supabase-js calls them with POST, in a read-write transaction).
-- ---------------------------------------------------------------------------------------
-- Which students are listed is decided by the caller's row-level security (profiles and
-- enrolments, read as the caller). A principal's list (no one student asked for) sorts the
-- stored keys and reads whole records for one page only when every record is stored and
-- fresh, and otherwise recomputes under the lock; a teacher's comes from their stored records;
-- every other call is computed live. A page's class names come from one grouped read
-- (private.active_class_names) and its trends from one inlined expression.
create or replace function public.insight_students(
  class_filter uuid default null, search text default null, student_filter uuid default null,
  page_size integer default 25, page_offset integer default 0)
returns table (id uuid, first_name text, last_name text, class_names text[], engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language plpgsql volatile
security invoker
set search_path = ''
as $$
begin
  -- A principal's list while every record of the school is stored and fresh: the stored keys
  -- sort it, and only the page's whole records are read. One statement, so keys and records
  -- come from one snapshot. No rows means the records were not all fresh (or the page is
  -- empty): the general reader below then answers. Its students are chosen by the same
  -- conditions as `pupils` there (written out here so that the join is planned directly):
  -- the two must stay alike.
  if insight_students.student_filter is null and (select private.principal_school_id()) is not null then
    -- Run as dynamic SQL so that it is planned for this call's own arguments: the filters are
    -- written "argument is null or …", and a plan kept for any arguments (PL/pgSQL's choice
    -- after a few calls) keeps every one of them.
    return query execute $sql$
      with page as (
        select p.id, p.first_name, p.last_name, k.risk_rank, k.engagement, count(*) over () as total
        from public.profiles p
        join private.insight_principal_keys() k on k.student_id = p.id
        where p.role = 'student' and p.is_active
          and (nullif(btrim($1), '') is null
               or strpos(lower(p.first_name || ' ' || p.last_name), lower(btrim($1))) > 0)
          and exists (select 1 from public.student_enrollments e
                      where e.student_id = p.id and e.status = 'active'
                        and ($2 is null or e.class_id = $2))
        order by k.risk_rank, k.engagement nulls last, p.last_name, p.first_name, p.id
        limit greatest(1, least(coalesce($3, 25), 200))
        offset greatest(0, coalesce($4, 0))
      )
      select a.id, a.first_name, a.last_name, coalesce(n.class_names, '{}'),
             a.engagement, s.r ->> 'riskLevel', s.r -> 'metrics', s.r -> 'reasons',
             private.insight_trend(coalesce(s.weeks, '{}'::jsonb)), s.last_at, a.total
      from page a
      join private.insight_principal_records(array(select page.id from page)) s on s.student_id = a.id
      left join private.active_class_names(array(select page.id from page)) n on n.student_id = a.id
      order by a.risk_rank, a.engagement nulls last, a.last_name, a.first_name, a.id
    $sql$ using insight_students.search, insight_students.class_filter, insight_students.page_size,
                insight_students.page_offset;
    if found then
      return;
    end if;
  end if;
  -- Everyone else, and a principal whose records must first be recomputed: as before.
  return query
    with pupils as (
      select p.id, p.first_name, p.last_name
      from public.profiles p
      where p.role = 'student' and p.is_active
        and (insight_students.student_filter is null or p.id = insight_students.student_filter)
        and (nullif(btrim(insight_students.search), '') is null
             or strpos(lower(p.first_name || ' ' || p.last_name), lower(btrim(insight_students.search))) > 0)
        and exists (select 1 from public.student_enrollments e
                    where e.student_id = p.id and e.status = 'active'
                      and (insight_students.class_filter is null or e.class_id = insight_students.class_filter))
    ),
    caller as (
      select insight_students.student_filter is null and (select private.principal_school_id()) is not null as principal_list,
             insight_students.student_filter is null and coalesce((select private.active_app_role()) = 'teacher', false) as teacher_list
    ),
    -- The principal's list reads the school's cache, a teacher's list their own; one student, or
    -- anyone else, is computed live.
    facts as (
      select f.student_id, f.r, f.weeks, f.last_at
      from private.insight_cached_students() f
      where (select principal_list from caller)
      union all
      select f.student_id, f.r, f.weeks, f.last_at
      from private.insight_teacher_facts(array(select pupils.id from pupils)) f
      where (select teacher_list from caller)
      union all
      select f.student_id, f.r, f.weeks, f.last_at
      from private.insight_student_facts(array(select pupils.id from pupils)) f
      where not (select principal_list or teacher_list from caller)
    ),
    page as (
      select p.id, p.first_name, p.last_name, f.r, f.weeks, f.last_at,
             private.insight_risk_rank(f.r) as risk_rank,
             (f.r ->> 'engagementScore')::int as engagement, count(*) over () as total
      from pupils p
      join facts f on f.student_id = p.id
      order by risk_rank, engagement nulls last, p.last_name, p.first_name, p.id
      limit greatest(1, least(coalesce(insight_students.page_size, 25), 200))
      offset greatest(0, coalesce(insight_students.page_offset, 0))
    )
    -- Class names and trend dates are worked out for the page only (trend dates move daily,
    -- the stored weeks do not).
    select a.id, a.first_name, a.last_name, coalesce(n.class_names, '{}'),
           a.engagement, a.r ->> 'riskLevel',
           a.r -> 'metrics', a.r -> 'reasons', private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at, a.total
    from page a
    left join private.active_class_names(array(select page.id from page)) n on n.student_id = a.id
    order by a.risk_rank, a.engagement nulls last, a.last_name, a.first_name, a.id;
end
$$;

comment on function public.insight_students(uuid, text, uuid, integer, integer) is
  'Insight records of the students the caller may see (RLS), most at risk first: metrics, flags with numbers, weekly trends, last activity. Filters: class, a name search, one student; paged, with the total. A principal''s and a teacher''s lists are answered from their insight caches; a principal''s fresh cache is sorted by its stored keys.';

revoke all on function public.insight_students(uuid, text, uuid, integer, integer) from public, anon;

grant execute on function public.insight_students(uuid, text, uuid, integer, integer) to authenticated, service_role;

-- The rank the principal's list sorts by first: high risk, then medium, then everything else.
-- It and the engagement score are stored beside each record as generated columns, so that a
-- read whose records are all stored and fresh takes only the keys, sorts them, and reads the
-- whole records of the page it keeps. The stored column keeps the value computed when a record
-- was stored, and a record can stay valid indefinitely: a migration that changes this rule
-- must also empty private.insight_student_cache.
create or replace function private.insight_risk_rank(p_record jsonb)
returns smallint
language sql immutable
as $$
  select (case p_record ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end)::smallint
$$;

-- ---------------------------------------------------------------------------------------
-- Insight cache: the principal's insight records, computed once and kept until they can change.
-- ---------------------------------------------------------------------------------------
-- A principal sees the whole school, so a record computed over the whole school with
-- row-level security bypassed (filtered by school_id) is exactly what the principal would get
-- live. Those records are stored here; teachers have their own cache (below); every other
-- caller (student, parent, and any call for one student) keeps the live computation, because
-- what they see is narrower and their own RLS must decide it.
--
-- The computation itself is written once: private.insight_student_facts() and
-- private.insight_group_facts(). The live path calls them as the caller (security invoker, RLS
-- applies); the cache calls them from a security definer function, for the principal's school
-- only.
--
-- When a record goes stale:
--   * Time. Between week boundaries a record is constant. Each timestamp that counts (a
--     personal due date inside the twelve-week window or still to come, a hand-in or quiz
--     attempt inside the last six weeks) can change the record only when "weeks ago" ticks
--     over, t + k·7 days, when it leaves its window, or (a future due date) when it falls due.
--     valid_until is the earliest such moment; once now() reaches it the record is recomputed.
--   * Writes. Triggers delete the cached records a write can change: the student's and their
--     classes' (a class row and its subjects' rows go together, keyed by class_id).
--   * The trend dates (weekStart) move every day, so the raw weekly numbers are stored and
--     private.insight_trend() is applied to the rows returned.
--
-- Races: a refresh reads with one snapshot and stores what it read; a write committing in
-- between would have its invalidation lost. So a principal's read that recomputes takes an
-- exclusive transaction lock for the school before it looks for stale records, and every
-- invalidating trigger takes the same lock shared (writers never wait for each other, only for
-- a read in progress, and a read waits for writes in flight to commit, then sees them). A read
-- whose records are all stored and fresh is one statement, sees one snapshot and takes no lock.

-- Storage: private, read and written only by the definer functions below.
create table private.insight_student_cache (
  student_id uuid primary key references public.profiles (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  r jsonb not null,
  weeks jsonb,
  last_at timestamptz,
  valid_until timestamptz not null,
  computed_at timestamptz not null default now(),
  risk_rank smallint generated always as (private.insight_risk_rank(r)) stored,
  engagement integer generated always as ((r ->> 'engagementScore')::int) stored
);

create index insight_student_cache_school on private.insight_student_cache (school_id);

comment on table private.insight_student_cache is
  'The principal''s insight record of each student (assessment, raw weekly numbers, last activity), valid until valid_until or until a trigger deletes it.';

create table private.insight_group_cache (
  scope text not null check (scope in ('class', 'subject')),
  group_id uuid not null,
  class_id uuid not null references public.classes (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  students integer not null,
  r jsonb not null,
  weeks jsonb,
  last_at timestamptz,
  valid_until timestamptz not null,
  computed_at timestamptz not null default now(),
  primary key (scope, group_id)
);

create index insight_group_cache_class on private.insight_group_cache (class_id);

create index insight_group_cache_school on private.insight_group_cache (school_id);

comment on table private.insight_group_cache is
  'The principal''s pooled insight record of each class and subject, keyed also by class so a write to a class forgets the class and its subjects together.';

alter table private.insight_student_cache enable row level security;

alter table private.insight_group_cache enable row level security;

revoke all on private.insight_student_cache, private.insight_group_cache from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- The shared computation.
-- ---------------------------------------------------------------------------------------

-- The first moment after now at which "weeks ago" of t ticks over.
create or replace function private.insight_next_week(p_at timestamptz)
returns timestamptz
language sql stable
as $$
  select p_at + (floor(extract(epoch from now() - p_at) / 604800) + 1) * interval '604800 seconds'
$$;

comment on function private.insight_next_week(timestamptz) is
  'The first moment after now() at which floor((now - t) / 7 days) changes.';

revoke all on function private.insight_next_week(timestamptz) from public, anon;

grant execute on function private.insight_next_week(timestamptz) to authenticated, service_role;

create or replace function private.insight_student_facts(p_ids uuid[])
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
language sql stable
security invoker
as $$
  with ids as (
    select distinct u.id from unnest(p_ids) u(id)
  ),
  -- Personal due dates that can still matter: inside the twelve-week window or yet to come.
  dated as (
    select w.student_id, w.due_at, w.submitted_at is not null as handed, w.submitted_at <= w.due_at as on_time,
           case when w.score is not null then w.score / w.max_score * 100 end as pct
    from public.student_work w
    where w.student_id = any (p_ids) and w.due_at > now() - interval '84 days'
  ),
  -- Work that fell due (by the student's own date) in the last twelve weeks.
  work as (
    select d.student_id, d.due_at, d.handed, d.on_time, d.pct,
           floor(extract(epoch from now() - d.due_at) / 604800)::int as weeks_ago,
           row_number() over (partition by d.student_id order by d.due_at desc) as recency
    from dated d
    where d.due_at <= now()
  ),
  events as (
    select s.student_id, s.submitted_at as at from public.assignment_submissions s
    where s.student_id = any (p_ids)
    union all
    select q.student_id, q.completed_at from public.quiz_attempts q
    where q.student_id = any (p_ids)
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
  -- When the record can next change with time alone (see the top of this file).
  bounds as (
    select x.student_id, min(x.at) as valid_until
    from (
      select d.student_id,
             case when d.due_at > now() then d.due_at
                  else least(private.insight_next_week(d.due_at), d.due_at + interval '84 days') end as at
      from dated d
      union all
      select events.student_id,
             least(private.insight_next_week(at),
                   case when at + interval '28 days' > now() then at + interval '28 days' end,
                   at + interval '42 days')
      from events where at > now() - interval '42 days'
    ) x
    group by x.student_id
  )
  select i.id, private.insight_assess(coalesce(f.due, 0), coalesce(f.handed, 0), coalesce(f.on_time, 0), coalesce(f.graded, 0), f.average,
                                      coalesce(f.recent, 0), coalesce(f.recent_missed, 0),
                                      f.before_average, coalesce(f.before_graded, 0), f.after_average, coalesce(f.after_graded, 0),
                                      coalesce(e.active_weeks, 0), case when f.due_lately then 4 else 0 end),
         w.weeks, e.last_at, coalesce(b.valid_until, 'infinity')
  from ids i
  left join per_work f on f.student_id = i.id
  left join per_events e on e.student_id = i.id
  left join weekly w on w.student_id = i.id
  left join bounds b on b.student_id = i.id
$$;

comment on function private.insight_student_facts(uuid[]) is
  'The insight computation for the given students, as the caller sees their rows: assessment (metrics, flags, risk, engagement), raw weekly numbers, last activity, and the moment the record can next change with time.';

revoke all on function private.insight_student_facts(uuid[]) from public, anon;

grant execute on function private.insight_student_facts(uuid[]) to authenticated, service_role;

create or replace function private.insight_group_facts(p_scope text, p_class_ids uuid[])
returns table (group_id uuid, class_id uuid, students integer, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
language sql stable
security invoker
as $$
  with groups as (
    select distinct c.id, c.id as class_id from unnest(p_class_ids) c(id) where p_scope = 'class'
    union all
    select sj.id, sj.class_id from public.subjects sj
    where p_scope = 'subject' and sj.class_id = any (p_class_ids) and sj.is_active
  ),
  roster as (
    select e.class_id, count(*) as students
    from public.student_enrollments e
    where e.status = 'active' and e.class_id = any (p_class_ids)
    group by e.class_id
  ),
  dated as (
    select case when p_scope = 'subject' then w.subject_id else w.class_id end as group_id,
           w.student_id, w.due_at, w.submitted_at is not null as handed, w.submitted_at <= w.due_at as on_time,
           case when w.score is not null then w.score / w.max_score * 100 end as pct
    from public.student_work w
    where w.class_id = any (p_class_ids) and w.due_at > now() - interval '84 days'
  ),
  work as (
    select d.group_id, d.student_id, d.handed, d.on_time, d.pct,
           floor(extract(epoch from now() - d.due_at) / 604800)::int as weeks_ago
    from dated d
    where d.due_at <= now()
  ),
  events as (
    select case when p_scope = 'subject' then a.subject_id else sj.class_id end as group_id,
           s.student_id, s.submitted_at as at
    from public.assignment_submissions s
    join public.assignments a on a.id = s.assignment_id
    join public.subjects sj on sj.id = a.subject_id
    where sj.class_id = any (p_class_ids) and s.submitted_at > now() - interval '42 days'
    union all
    select case when p_scope = 'subject' then q.subject_id else sj.class_id end, q.student_id, q.completed_at
    from public.quiz_attempts q
    join public.subjects sj on sj.id = q.subject_id
    where sj.class_id = any (p_class_ids) and q.completed_at > now() - interval '42 days'
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
  -- When the record can next change with time alone (see the top of this file).
  bounds as (
    select x.group_id, min(x.at) as valid_until
    from (
      select d.group_id,
             case when d.due_at > now() then d.due_at
                  else least(private.insight_next_week(d.due_at), d.due_at + interval '84 days') end as at
      from dated d
      union all
      select events.group_id,
             least(private.insight_next_week(at),
                   case when at + interval '28 days' > now() then at + interval '28 days' end,
                   at + interval '42 days')
      from events
    ) x
    group by x.group_id
  )
  select g.id, g.class_id, coalesce(ro.students, 0)::int,
         -- Recent misses are a pattern of one child, so pooled records leave that flag out.
         private.insight_assess(coalesce(f.due, 0), coalesce(f.handed, 0), coalesce(f.on_time, 0), coalesce(f.graded, 0), f.average,
                                0, 0, f.before_average, coalesce(f.before_graded, 0), f.after_average, coalesce(f.after_graded, 0),
                                coalesce(e.active_weeks, 0), 4 * coalesce(f.due_lately, 0)),
         w.weeks, e.last_at, coalesce(b.valid_until, 'infinity')
  from groups g
  left join roster ro on ro.class_id = g.class_id
  left join per_work f on f.group_id = g.id
  left join per_events e on e.group_id = g.id
  left join weekly w on w.group_id = g.id
  left join bounds b on b.group_id = g.id
$$;

comment on function private.insight_group_facts(text, uuid[]) is
  'The pooled insight computation for the given classes (scope ''class'') or their active subjects (scope ''subject''), as the caller sees their rows: roster size, assessment, raw weekly numbers, last activity, and the moment the record can next change with time.';

revoke all on function private.insight_group_facts(text, uuid[]) from public, anon;

grant execute on function private.insight_group_facts(text, uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Locking, refresh and reading (principal only).
-- ---------------------------------------------------------------------------------------
create or replace function private.insight_cache_lock(p_school uuid, p_exclusive boolean)
returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  if p_exclusive then
    perform pg_advisory_xact_lock(hashtextextended('oppi.insight_cache.' || p_school::text, 0));
  else
    perform pg_advisory_xact_lock_shared(hashtextextended('oppi.insight_cache.' || p_school::text, 0));
  end if;
end
$$;

comment on function private.insight_cache_lock(uuid, boolean) is
  'Transaction lock on a school''s insight cache: exclusive for a read that recomputes (a principal''s, or a teacher''s with stale records), shared for writes that invalidate.';

revoke all on function private.insight_cache_lock(uuid, boolean) from public, anon, authenticated;

grant execute on function private.insight_cache_lock(uuid, boolean) to service_role;

create or replace function private.insight_cached_students()
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_school uuid := private.principal_school_id();
begin
  if v_school is null then
    return;
  end if;
  perform private.insight_cache_lock(v_school, true);
  insert into private.insight_student_cache as c (student_id, school_id, r, weeks, last_at, valid_until, computed_at)
  select f.student_id, v_school, f.r, f.weeks, f.last_at, f.valid_until, now()
  from private.insight_student_facts(array(
    select p.id from public.profiles p
    where p.school_id = v_school and p.role = 'student' and p.is_active
      and not exists (select 1 from private.insight_student_cache x
                      where x.student_id = p.id and x.school_id = v_school and x.valid_until > now()))) f
  on conflict on constraint insight_student_cache_pkey do update
    set school_id = excluded.school_id, r = excluded.r, weeks = excluded.weeks, last_at = excluded.last_at,
        valid_until = excluded.valid_until, computed_at = excluded.computed_at;
  return query
    select c.student_id, c.r, c.weeks, c.last_at, c.valid_until
    from private.insight_student_cache c where c.school_id = v_school;
end
$$;

comment on function private.insight_cached_students() is
  'For a principal: recomputes the school''s stale or missing student insight records (whole school, RLS bypassed, filtered by school), stores them and returns all of them. Others get no rows.';

revoke all on function private.insight_cached_students() from public, anon;

grant execute on function private.insight_cached_students() to authenticated, service_role;

-- A principal's class and subject insights read their stored records; the classes whose records
-- are stale or missing are listed first and recomputed (one INSERT … SELECT over the inlined
-- fact query) only when there are any: PL/pgSQL plans such a statement for each call's own
-- arguments, and planning the fact query costs more than reading fresh records.
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

comment on function private.insight_cached_groups(text) is
  'For a principal: recomputes the school''s stale or missing class or subject insight records, stores them and returns all of that scope. Others get no rows.';

revoke all on function private.insight_cached_groups(text) from public, anon;

grant execute on function private.insight_cached_groups(text) to authenticated, service_role;

-- Statement-level triggers read the changed rows from transition tables, so a bulk write
-- costs one invalidation, not one per row. An UPDATE sees both the old and the new rows
-- (a row may move to another student, assignment or class).

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

-- A write to rows of students (hand-ins, quiz attempts, enrolments, accommodations): the
-- rows' students, and the classes the rows reach by the column its trigger names:
-- assignment_id (through the assignment's subject), subject_id, class_id, or none (the
-- students' own classes).
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

revoke all on function private.insight_forget_rows() from public, anon, authenticated;

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

-- Each table forgets through its function after every insert, update and delete, once per
-- statement: `changed` holds the rows written (or deleted), and an update also has the rows as
-- they were in `changed_old`.
do $do$
declare
  t record;
begin
  for t in
    select * from (values
      -- A hand-in or a grade: the student, and the class of the assignment.
      ('assignment_submissions', 'insight_forget_rows', '''assignment_id'''),
      -- A quiz attempt: the student, and the class of the subject.
      ('quiz_attempts', 'insight_forget_rows', '''subject_id'''),
      -- An assignment (new, deleted, due date or window moved, switched off, rescored): every
      -- student of the class and the class. An edit of only the title or instructions forgets nothing.
      ('assignments', 'insight_forget_classes', '''subject_id'', ''due_at'', ''created_at'', ''is_active'', ''max_score'''),
      -- A subject switched on or off, moved, added or deleted: every student of the class and the
      -- class (a renamed subject forgets nothing: names are read live).
      ('subjects', 'insight_forget_classes', '''class_id'', ''is_active'''),
      -- An enrolment begun, ended, moved or backdated: the student and the class (its roster).
      ('student_enrollments', 'insight_forget_rows', '''class_id'''),
      -- A formal accommodation (extended time moves the student's due dates, and so also the
      -- pooled numbers of their classes): the student and their classes.
      ('student_accommodations', 'insight_forget_rows', '')
    ) v (tbl, forget, key)
  loop
    execute format($triggers$
      create trigger %1$s_insight_insert after insert on public.%1$I
        referencing new table as changed for each statement execute function private.%2$I(%3$s);
      create trigger %1$s_insight_update after update on public.%1$I
        referencing old table as changed_old new table as changed for each statement execute function private.%2$I(%3$s);
      create trigger %1$s_insight_delete after delete on public.%1$I
        referencing old table as changed for each statement execute function private.%2$I(%3$s);
    $triggers$, t.tbl, t.forget, t.key);
  end loop;
end
$do$;

-- A profile's extended time, activity, role or school: the student and their classes. Row
-- level, because only these columns matter and a column list cannot have transition tables;
-- profiles change one at a time.
create or replace function private.insight_forget_profile()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.insight_cache_forget(array[old.school_id, new.school_id], array[new.id], null, p_student_classes => true);
  return null;
end
$$;

revoke all on function private.insight_forget_profile() from public, anon, authenticated;

create trigger profiles_insight_update after update of accommodations_needed, is_active, role, school_id on public.profiles
  for each row
  when ((old.accommodations_needed, old.is_active, old.role, old.school_id)
        is distinct from (new.accommodations_needed, new.is_active, new.role, new.school_id))
  execute function private.insight_forget_profile();

-- The school's extended-time factor moves every extended-time due date: the whole school.
create or replace function private.insight_forget_school()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.insight_cache_forget(null, null, null, p_whole_schools => array[new.id]);
  return null;
end
$$;

revoke all on function private.insight_forget_school() from public, anon, authenticated;

create trigger schools_insight_update after update of extended_time_factor on public.schools
  for each row when (old.extended_time_factor is distinct from new.extended_time_factor)
  execute function private.insight_forget_school();

-- ---------------------------------------------------------------------------------------
-- Classes and subjects: the same rule on pooled numbers, for staff only, one page at a time
-- (a page size and an offset, as insight_students takes; total_count is the same on every
-- row; without a page size, every record). They sort by the same risk rank as the student
-- lists, from the one function that writes the rule (private.insight_risk_rank).
-- ---------------------------------------------------------------------------------------
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

revoke all on function private.insight_groups(text, uuid, text, integer, integer) from public, anon;

grant execute on function private.insight_groups(text, uuid, text, integer, integer) to authenticated, service_role;

create function public.insight_classes(
  class_filter uuid default null, search text default null, page_size integer default null, page_offset integer default 0)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language sql volatile
security invoker
as $$
  select * from private.insight_groups('class', insight_classes.class_filter, insight_classes.search,
                                       insight_classes.page_size, insight_classes.page_offset)
$$;

comment on function public.insight_classes(uuid, text, integer, integer) is
  'Insight records of the classes the caller teaches (a principal: the school''s), pooled over their students, most at risk first; filters: one class, a name search; optionally one page, with the total.';

revoke all on function public.insight_classes(uuid, text, integer, integer) from public, anon;

grant execute on function public.insight_classes(uuid, text, integer, integer) to authenticated, service_role;

create function public.insight_subjects(
  class_filter uuid default null, search text default null, page_size integer default null, page_offset integer default 0)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language sql volatile
security invoker
as $$
  select * from private.insight_groups('subject', insight_subjects.class_filter, insight_subjects.search,
                                       insight_subjects.page_size, insight_subjects.page_offset)
$$;

comment on function public.insight_subjects(uuid, text, integer, integer) is
  'Insight records of the subjects of the caller''s classes (a principal: the school''s), pooled over their students, most at risk first; filters: one class, a name search (subject or class); optionally one page, with the total.';

revoke all on function public.insight_subjects(uuid, text, integer, integer) from public, anon;

grant execute on function public.insight_subjects(uuid, text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Teacher insight cache: each teacher's insight records of their students, computed as the
-- teacher and kept until they can change.
-- ---------------------------------------------------------------------------------------
-- A teacher sees a student's work in the teacher's own classes only, so a teacher's record of
-- a student is theirs alone: it is stored per teacher and student. It is computed by the same
-- SQL as every live record (private.insight_student_facts), called as the teacher inside
-- private.insight_teacher_facts(), which is security invoker: the teacher's row-level security
-- decides what counts, exactly as live. Only looking up, storing and reading the stored records
-- go through definer functions, and those key every row by the caller's own profile.
--
-- A record goes stale as the principal's do (time, and the writes whose triggers call
-- private.insight_cache_forget(), which also forgets these records by student, by school, and
-- by the teacher's own profile), and also when a class changes teacher: what its old and new
-- teacher see changes, so every student of the class is forgotten.
--
-- The same lock as the principal's cache, taken only to recompute: a teacher's read whose
-- records are all stored and fresh reads them in one statement without it; one that must
-- recompute holds the school's cache lock exclusively from its look for stale records until its
-- transaction ends, and every invalidating write holds it shared.
create table private.insight_teacher_cache (
  teacher_id uuid not null references public.profiles (id) on delete cascade,
  student_id uuid not null references public.profiles (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  r jsonb not null,
  weeks jsonb,
  last_at timestamptz,
  valid_until timestamptz not null,
  computed_at timestamptz not null default now(),
  primary key (teacher_id, student_id)
);

-- Invalidation: forgets the records of these students, of these classes (and their
-- subjects), and of whole schools; with p_class_students also of every student enrolled in the
-- classes, and with p_student_classes also of the classes the students are enrolled in. The
-- same students' (and a teacher's own) records in the teacher cache go too. The triggers below
-- call it.
create or replace function private.insight_cache_forget(
  p_schools uuid[], p_students uuid[], p_classes uuid[],
  p_class_students boolean default false, p_student_classes boolean default false, p_whole_schools uuid[] default '{}')
returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_school uuid;
  v_students uuid[] := coalesce(p_students, '{}');
  v_classes uuid[] := coalesce(p_classes, '{}');
begin
  -- Sorted, so two writers touching the same schools cannot lock them in opposite orders.
  for v_school in
    select distinct s from unnest(coalesce(p_schools, '{}') || coalesce(p_whole_schools, '{}')) s where s is not null order by 1
  loop
    perform private.insight_cache_lock(v_school, false);
  end loop;
  if p_class_students and cardinality(v_classes) > 0 then
    v_students := v_students || array(select distinct e.student_id from public.student_enrollments e where e.class_id = any (v_classes));
  end if;
  if p_student_classes and cardinality(v_students) > 0 then
    v_classes := v_classes || array(select distinct e.class_id from public.student_enrollments e where e.student_id = any (v_students));
  end if;
  -- Separate statements, so each delete is an index lookup by its own key.
  delete from private.insight_student_cache c where c.student_id = any (v_students);
  delete from private.insight_group_cache c where c.class_id = any (v_classes);
  delete from private.insight_teacher_cache c where c.student_id = any (v_students);
  -- A profile forgotten as a student may be a teacher's: their own records go too.
  delete from private.insight_teacher_cache c where c.teacher_id = any (v_students);
  if cardinality(p_whole_schools) > 0 then
    delete from private.insight_student_cache c where c.school_id = any (p_whole_schools);
    delete from private.insight_group_cache c where c.school_id = any (p_whole_schools);
    delete from private.insight_teacher_cache c where c.school_id = any (p_whole_schools);
  end if;
end
$$;

comment on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) is
  'Deletes the cached insight records a write can change (students, classes with their subjects, whole schools), under the schools'' shared cache lock.';

revoke all on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) from public, anon, authenticated;

grant execute on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) to service_role;

create index insight_teacher_cache_student on private.insight_teacher_cache (student_id);

create index insight_teacher_cache_school on private.insight_teacher_cache (school_id);

comment on table private.insight_teacher_cache is
  'A teacher''s insight record of each of their students, as that teacher sees the student''s work, valid until valid_until or until a trigger deletes it.';

alter table private.insight_teacher_cache enable row level security;

revoke all on private.insight_teacher_cache from public, anon, authenticated;

-- The caller as a teacher: their profile and school, or nulls for anyone else.
create or replace function private.insight_teacher()
returns table (teacher_id uuid, school_id uuid)
language sql stable
security definer
set search_path = ''
as $$
  select p.id, p.school_id from public.profiles p
  where p.id = (select auth.uid()) and p.is_active and p.role = 'teacher'
$$;

revoke all on function private.insight_teacher() from public, anon, authenticated;

-- Of the given students, those without a fresh record of the calling teacher; null when the
-- caller is not an active teacher. Takes the school's cache lock first, so nothing can be
-- forgotten between this look and the store that follows.
create or replace function private.insight_teacher_stale(p_ids uuid[])
returns uuid[]
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_teacher uuid;
  v_school uuid;
begin
  select t.teacher_id, t.school_id into v_teacher, v_school from private.insight_teacher() t;
  if v_teacher is null then
    return null;
  end if;
  perform private.insight_cache_lock(v_school, true);
  return array(
    select distinct u.id from unnest(p_ids) u(id)
    where not exists (select 1 from private.insight_teacher_cache c
                      where c.teacher_id = v_teacher and c.student_id = u.id and c.valid_until > now()));
end
$$;

revoke all on function private.insight_teacher_stale(uuid[]) from public, anon;

grant execute on function private.insight_teacher_stale(uuid[]) to authenticated, service_role;

-- Stores records the calling teacher has just computed (rows of private.insight_student_facts
-- as jsonb), for that teacher and only for students of their own classes.
create or replace function private.insight_teacher_store(p_rows jsonb)
returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_teacher uuid;
  v_school uuid;
begin
  select t.teacher_id, t.school_id into v_teacher, v_school from private.insight_teacher() t;
  if v_teacher is null or p_rows is null then
    return;
  end if;
  insert into private.insight_teacher_cache as c (teacher_id, student_id, school_id, r, weeks, last_at, valid_until, computed_at)
  select v_teacher, x.student_id, v_school, x.r, x.weeks, x.last_at, x.valid_until, now()
  from jsonb_to_recordset(p_rows) as x(student_id uuid, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
  where x.student_id = any (array(select private.teacher_student_ids()))
  on conflict on constraint insight_teacher_cache_pkey do update
    set school_id = excluded.school_id, r = excluded.r, weeks = excluded.weeks, last_at = excluded.last_at,
        valid_until = excluded.valid_until, computed_at = excluded.computed_at;
end
$$;

revoke all on function private.insight_teacher_store(jsonb) from public, anon;

grant execute on function private.insight_teacher_store(jsonb) to authenticated, service_role;

-- The calling teacher's stored records of the given students when every one of them is there
-- and fresh; no rows otherwise (or for anyone who is not a teacher). One statement, so the
-- answer is all from one snapshot: a record forgotten by a write committing meanwhile cannot
-- drop its student from the list. No lock: nothing is stored.
create or replace function private.insight_teacher_fresh(p_ids uuid[])
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz)
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_teacher uuid := (select t.teacher_id from private.insight_teacher() t);
begin
  return query
    with fresh as (
      select c.student_id, c.r, c.weeks, c.last_at from private.insight_teacher_cache c
      where c.teacher_id = v_teacher and c.student_id = any (p_ids) and c.valid_until > now())
    select f.student_id, f.r, f.weeks, f.last_at from fresh f
    where (select count(*) from fresh) = (select count(distinct u.id) from unnest(p_ids) u(id));
end
$$;

revoke all on function private.insight_teacher_fresh(uuid[]) from public, anon;

grant execute on function private.insight_teacher_fresh(uuid[]) to authenticated, service_role;

-- The calling teacher's stored records of the given students.
create or replace function private.insight_teacher_cached(p_ids uuid[])
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select c.student_id, c.r, c.weeks, c.last_at
  from private.insight_teacher_cache c
  where c.teacher_id = (select t.teacher_id from private.insight_teacher() t) and c.student_id = any (p_ids)
$$;

revoke all on function private.insight_teacher_cached(uuid[]) from public, anon;

grant execute on function private.insight_teacher_cached(uuid[]) to authenticated, service_role;

-- A teacher's records of the given students. When all are stored and fresh they are read
-- without the school's lock; otherwise, under the lock, the stale or missing ones are computed
-- as the teacher (security invoker: the teacher's row-level security applies) and stored, then
-- all of them read back. No rows for anyone who is not an active teacher.
create or replace function private.insight_teacher_facts(p_ids uuid[])
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz)
language plpgsql volatile
security invoker
set search_path = ''
as $$
declare
  v_stale uuid[];
begin
  return query select f.student_id, f.r, f.weeks, f.last_at from private.insight_teacher_fresh(p_ids) f;
  if found or cardinality(p_ids) = 0 then
    return;
  end if;
  v_stale := private.insight_teacher_stale(p_ids);
  if v_stale is null then
    return;
  end if;
  if cardinality(v_stale) > 0 then
    perform private.insight_teacher_store((
      select jsonb_agg(jsonb_build_object('student_id', f.student_id, 'r', f.r, 'weeks', f.weeks,
                                          'last_at', f.last_at, 'valid_until', f.valid_until))
      from private.insight_student_facts(v_stale) f));
  end if;
  return query select c.student_id, c.r, c.weeks, c.last_at from private.insight_teacher_cached(p_ids) c;
end
$$;

comment on function private.insight_teacher_facts(uuid[]) is
  'For a teacher: their insight records of the given students, recomputed as the teacher where stale or missing, stored and returned. Others get no rows.';

revoke all on function private.insight_teacher_facts(uuid[]) from public, anon;

grant execute on function private.insight_teacher_facts(uuid[]) to authenticated, service_role;

-- A class given to another teacher, or moved to another school: what the old and the new
-- teacher see of its students changes. Every student of the class (and the class; the
-- principal's records of them go too and are recomputed on the next read, which for so rare a
-- change is simpler than a second way to forget).
create or replace function private.insight_forget_class_teacher()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.insight_cache_forget(array[old.school_id, new.school_id], null, array[new.id], p_class_students => true);
  return null;
end
$$;

revoke all on function private.insight_forget_class_teacher() from public, anon, authenticated;

create trigger classes_insight_teacher_update after update of teacher_id, school_id on public.classes
  for each row when ((old.teacher_id, old.school_id) is distinct from (new.teacher_id, new.school_id))
  execute function private.insight_forget_class_teacher();

comment on function private.insight_risk_rank(jsonb) is
  'Sort rank of an insight record''s risk level: 0 high, 1 medium, 2 anything else. The one place this order is written.';

revoke all on function private.insight_risk_rank(jsonb) from public, anon;

grant execute on function private.insight_risk_rank(jsonb) to authenticated, service_role;

-- The principal's sort keys of every stored record of their school, when every active student
-- of the school has a stored, fresh record (the students private.insight_cached_students()
-- would otherwise recompute); no rows otherwise, and none for anyone who is not a principal.
-- Stable, inside the reader's one statement with insight_principal_records(), so both see one
-- snapshot: a record forgotten by a write committing meanwhile can neither drop a student from
-- the page nor mix two versions. No lock: nothing is stored.
create or replace function private.insight_principal_keys()
returns table (student_id uuid, risk_rank smallint, engagement integer)
language sql stable
security definer
set search_path = ''
as $$
  -- The freshness test does not depend on the record read, so it runs once for the whole
  -- answer (a one-time filter). It reads the school's fresh records once into a hash
  -- (NOT IN over a key that is never null) rather than looking one up per student: a plan
  -- kept from a moment the store was empty (PostgreSQL 18 keeps SQL functions' plans) would
  -- otherwise scan the whole store once per student.
  select c.student_id, c.risk_rank, c.engagement
  from private.insight_student_cache c
  where c.school_id = (select private.principal_school_id())
    and not exists (
      select 1 from public.profiles p
      where p.school_id = (select private.principal_school_id()) and p.role = 'student' and p.is_active
        and p.id not in (select x.student_id from private.insight_student_cache x
                         where x.school_id = (select private.principal_school_id()) and x.valid_until > now()))
$$;

comment on function private.insight_principal_keys() is
  'For a principal whose school''s insight records are all stored and fresh: each record''s student and sort keys. No rows otherwise.';

revoke all on function private.insight_principal_keys() from public, anon;

grant execute on function private.insight_principal_keys() to authenticated, service_role;

-- The principal's stored records of the given students of their school.
create or replace function private.insight_principal_records(p_ids uuid[])
returns table (student_id uuid, r jsonb, weeks jsonb, last_at timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select c.student_id, c.r, c.weeks, c.last_at
  from private.insight_student_cache c
  where c.student_id = any (p_ids) and c.school_id = (select private.principal_school_id())
$$;

comment on function private.insight_principal_records(uuid[]) is
  'For a principal: the stored insight records of the given students of their school. No rows for anyone else.';

revoke all on function private.insight_principal_records(uuid[]) from public, anon;

grant execute on function private.insight_principal_records(uuid[]) to authenticated, service_role;

-- The active classes of the given students, by name, as the caller may see them: a page's
-- class names in one grouped read (run as the caller, so that row-level security still decides
-- which classes are named).
create or replace function private.active_class_names(p_students uuid[])
returns table (student_id uuid, class_names text[])
language sql stable
as $$
  select e.student_id, array_agg(c.name order by c.name)
  from public.student_enrollments e
  join public.classes c on c.id = e.class_id
  where e.student_id = any (p_students) and e.status = 'active'
  group by e.student_id
$$;

comment on function private.active_class_names(uuid[]) is
  'Each given student''s active classes, by name, as the caller may see them (row-level security applies): one read for a page of students.';

revoke all on function private.active_class_names(uuid[]) from public, anon;

grant execute on function private.active_class_names(uuid[]) to authenticated, service_role;

comment on function private.insight_week(jsonb, integer) is
  'One weekly trend point from a {"<weeks ago>": {completion, average, active}} object; a missing week gives nulls and 0 active.';

revoke all on function private.insight_week(jsonb, integer) from public, anon;

grant execute on function private.insight_week(jsonb, integer) to authenticated, service_role;

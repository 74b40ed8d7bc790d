-- Insight cache: the principal's insight records, computed once and kept until they can change.
--
-- On a school of 2,000 students the live readers took most of a second: every call recomputed
-- twelve weeks of work for every student. A principal sees the whole school, so a record
-- computed over the whole school with row-level security bypassed (filtered by school_id)
-- is exactly what the principal would get live. Those records are stored here; every other
-- caller (teacher, student, parent, and any call for one student) keeps the live computation,
-- because what they see is narrower and their own RLS must decide it.
--
-- The computation itself is written once: private.insight_student_facts() and
-- private.insight_group_facts() hold the SQL that used to be inline in the readers. The live
-- path calls them as the caller (security invoker, RLS applies); the cache calls them from a
-- security definer function, for the principal's school only.
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
-- between would have its invalidation lost. So a principal's read takes an exclusive
-- transaction lock for the school before it looks for stale records, and every invalidating
-- trigger takes the same lock shared (writers never wait for each other, only for a read in
-- progress, and a read waits for writes in flight to commit, then sees them).

-- ---------------------------------------------------------------------------------------
-- Storage: private, read and written only by the definer functions below.
-- ---------------------------------------------------------------------------------------
create table private.insight_student_cache (
  student_id uuid primary key references public.profiles (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  r jsonb not null,
  weeks jsonb,
  last_at timestamptz,
  valid_until timestamptz not null,
  computed_at timestamptz not null default now()
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
  'Transaction lock on a school''s insight cache: exclusive for a principal''s read (refresh + answer), shared for writes that invalidate.';
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

create or replace function private.insight_cached_groups(p_scope text)
returns table (group_id uuid, class_id uuid, students integer, r jsonb, weeks jsonb, last_at timestamptz, valid_until timestamptz)
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_school uuid := private.principal_school_id();
begin
  if v_school is null or p_scope not in ('class', 'subject') then
    return;
  end if;
  perform private.insight_cache_lock(v_school, true);
  -- A class is recomputed whole (the class row, or all its subjects' rows) when any of its
  -- rows is stale or missing: the computation is per class anyway.
  insert into private.insight_group_cache as c (scope, group_id, class_id, school_id, students, r, weeks, last_at, valid_until, computed_at)
  select p_scope, f.group_id, f.class_id, v_school, f.students, f.r, f.weeks, f.last_at, f.valid_until, now()
  from private.insight_group_facts(p_scope, array(
    select cl.id from public.classes cl
    where cl.school_id = v_school and cl.is_active
      and exists (select 1 from (select cl.id as id where p_scope = 'class'
                                 union all
                                 select sj.id from public.subjects sj
                                 where p_scope = 'subject' and sj.class_id = cl.id and sj.is_active) g
                  where not exists (select 1 from private.insight_group_cache x
                                    where x.scope = p_scope and x.group_id = g.id and x.school_id = v_school
                                      and x.valid_until > now())))) f
  on conflict on constraint insight_group_cache_pkey do update
    set class_id = excluded.class_id, school_id = excluded.school_id, students = excluded.students, r = excluded.r,
        weeks = excluded.weeks, last_at = excluded.last_at, valid_until = excluded.valid_until,
        computed_at = excluded.computed_at;
  return query
    select c.group_id, c.class_id, c.students, c.r, c.weeks, c.last_at, c.valid_until
    from private.insight_group_cache c where c.school_id = v_school and c.scope = p_scope;
end
$$;
comment on function private.insight_cached_groups(text) is
  'For a principal: recomputes the school''s stale or missing class or subject insight records, stores them and returns all of that scope. Others get no rows.';
revoke all on function private.insight_cached_groups(text) from public, anon;
grant execute on function private.insight_cached_groups(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Invalidation.
-- ---------------------------------------------------------------------------------------

-- Forgets the records of these students, of these classes (and their subjects), and of
-- whole schools; with p_class_students also of every student enrolled in the classes, and
-- with p_student_classes also of the classes the students are enrolled in.
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
  if cardinality(p_whole_schools) > 0 then
    delete from private.insight_student_cache c where c.school_id = any (p_whole_schools);
    delete from private.insight_group_cache c where c.school_id = any (p_whole_schools);
  end if;
end
$$;
comment on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) is
  'Deletes the cached insight records a write can change (students, classes with their subjects, whole schools), under the schools'' shared cache lock.';
revoke all on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) from public, anon, authenticated;
grant execute on function private.insight_cache_forget(uuid[], uuid[], uuid[], boolean, boolean, uuid[]) to service_role;

-- Statement-level triggers read the changed rows from transition tables, so a bulk write
-- costs one invalidation, not one per row. An UPDATE sees both the old and the new rows
-- (a row may move to another student, assignment or class).

-- A hand-in or a grade: the student, and the class of the assignment.
create or replace function private.insight_forget_submissions()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_students uuid[]; v_assignments uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.assignment_id)
      into v_schools, v_students, v_assignments
    from (select n.school_id, n.student_id, n.assignment_id from changed n
          union all select o.school_id, o.student_id, o.assignment_id from changed_old o) x;
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.assignment_id)
      into v_schools, v_students, v_assignments
    from changed x;
  end if;
  perform private.insight_cache_forget(v_schools, v_students,
    array(select distinct sj.class_id from public.assignments a join public.subjects sj on sj.id = a.subject_id
          where a.id = any (v_assignments)));
  return null;
end
$$;
revoke all on function private.insight_forget_submissions() from public, anon, authenticated;

create trigger assignment_submissions_insight_insert after insert on public.assignment_submissions
  referencing new table as changed for each statement execute function private.insight_forget_submissions();
create trigger assignment_submissions_insight_update after update on public.assignment_submissions
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_submissions();
create trigger assignment_submissions_insight_delete after delete on public.assignment_submissions
  referencing old table as changed for each statement execute function private.insight_forget_submissions();

-- A quiz attempt: the student, and the class of the subject.
create or replace function private.insight_forget_quiz_attempts()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_students uuid[]; v_subjects uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.subject_id)
      into v_schools, v_students, v_subjects
    from (select n.school_id, n.student_id, n.subject_id from changed n
          union all select o.school_id, o.student_id, o.subject_id from changed_old o) x;
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.subject_id)
      into v_schools, v_students, v_subjects
    from changed x;
  end if;
  perform private.insight_cache_forget(v_schools, v_students,
    array(select distinct sj.class_id from public.subjects sj where sj.id = any (v_subjects)));
  return null;
end
$$;
revoke all on function private.insight_forget_quiz_attempts() from public, anon, authenticated;

create trigger quiz_attempts_insight_insert after insert on public.quiz_attempts
  referencing new table as changed for each statement execute function private.insight_forget_quiz_attempts();
create trigger quiz_attempts_insight_update after update on public.quiz_attempts
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_quiz_attempts();
create trigger quiz_attempts_insight_delete after delete on public.quiz_attempts
  referencing old table as changed for each statement execute function private.insight_forget_quiz_attempts();

-- An assignment (new, deleted, due date or window moved, switched off, rescored): every
-- student of the class and the class. An edit of only the title or instructions forgets nothing.
create or replace function private.insight_forget_assignments()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_subjects uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.subject_id) into v_schools, v_subjects
    from (select n.school_id, n.subject_id, o.school_id as old_school_id, o.subject_id as old_subject_id
          from changed n join changed_old o on o.id = n.id
          where (n.subject_id, n.school_id, n.due_at, n.created_at, n.is_active, n.max_score)
                is distinct from (o.subject_id, o.school_id, o.due_at, o.created_at, o.is_active, o.max_score)) y
    cross join lateral (values (y.school_id, y.subject_id), (y.old_school_id, y.old_subject_id)) x(school_id, subject_id);
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.subject_id) into v_schools, v_subjects
    from changed x;
  end if;
  if v_subjects is not null then
    perform private.insight_cache_forget(v_schools, null,
      array(select distinct sj.class_id from public.subjects sj where sj.id = any (v_subjects)), p_class_students => true);
  end if;
  return null;
end
$$;
revoke all on function private.insight_forget_assignments() from public, anon, authenticated;

create trigger assignments_insight_insert after insert on public.assignments
  referencing new table as changed for each statement execute function private.insight_forget_assignments();
create trigger assignments_insight_update after update on public.assignments
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_assignments();
create trigger assignments_insight_delete after delete on public.assignments
  referencing old table as changed for each statement execute function private.insight_forget_assignments();

-- A subject switched on or off, moved, added or deleted: every student of the class and the
-- class (a renamed subject forgets nothing: names are read live).
create or replace function private.insight_forget_subjects()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_classes uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.class_id) into v_schools, v_classes
    from (select n.school_id, n.class_id, o.school_id as old_school_id, o.class_id as old_class_id
          from changed n join changed_old o on o.id = n.id
          where (n.class_id, n.school_id, n.is_active) is distinct from (o.class_id, o.school_id, o.is_active)) y
    cross join lateral (values (y.school_id, y.class_id), (y.old_school_id, y.old_class_id)) x(school_id, class_id);
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.class_id) into v_schools, v_classes
    from changed x;
  end if;
  if v_classes is not null then
    perform private.insight_cache_forget(v_schools, null, v_classes, p_class_students => true);
  end if;
  return null;
end
$$;
revoke all on function private.insight_forget_subjects() from public, anon, authenticated;

create trigger subjects_insight_insert after insert on public.subjects
  referencing new table as changed for each statement execute function private.insight_forget_subjects();
create trigger subjects_insight_update after update on public.subjects
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_subjects();
create trigger subjects_insight_delete after delete on public.subjects
  referencing old table as changed for each statement execute function private.insight_forget_subjects();

-- An enrolment begun, ended, moved or backdated: the student and the class (its roster).
create or replace function private.insight_forget_enrollments()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_students uuid[]; v_classes uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.class_id)
      into v_schools, v_students, v_classes
    from (select n.school_id, n.student_id, n.class_id from changed n
          union all select o.school_id, o.student_id, o.class_id from changed_old o) x;
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id), array_agg(distinct x.class_id)
      into v_schools, v_students, v_classes
    from changed x;
  end if;
  perform private.insight_cache_forget(v_schools, v_students, v_classes);
  return null;
end
$$;
revoke all on function private.insight_forget_enrollments() from public, anon, authenticated;

create trigger student_enrollments_insight_insert after insert on public.student_enrollments
  referencing new table as changed for each statement execute function private.insight_forget_enrollments();
create trigger student_enrollments_insight_update after update on public.student_enrollments
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_enrollments();
create trigger student_enrollments_insight_delete after delete on public.student_enrollments
  referencing old table as changed for each statement execute function private.insight_forget_enrollments();

-- A formal accommodation (extended time moves the student's due dates, and so also the
-- pooled numbers of their classes): the student and their classes.
create or replace function private.insight_forget_accommodations()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_schools uuid[]; v_students uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id) into v_schools, v_students
    from (select n.school_id, n.student_id from changed n
          union all select o.school_id, o.student_id from changed_old o) x;
  else
    select array_agg(distinct x.school_id), array_agg(distinct x.student_id) into v_schools, v_students
    from changed x;
  end if;
  perform private.insight_cache_forget(v_schools, v_students, null, p_student_classes => true);
  return null;
end
$$;
revoke all on function private.insight_forget_accommodations() from public, anon, authenticated;

create trigger student_accommodations_insight_insert after insert on public.student_accommodations
  referencing new table as changed for each statement execute function private.insight_forget_accommodations();
create trigger student_accommodations_insight_update after update on public.student_accommodations
  referencing old table as changed_old new table as changed for each statement execute function private.insight_forget_accommodations();
create trigger student_accommodations_insight_delete after delete on public.student_accommodations
  referencing old table as changed for each statement execute function private.insight_forget_accommodations();

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
-- The readers: same names, arguments and columns. VOLATILE, because a principal's call may
-- store records (supabase-js calls them with POST, in a read-write transaction).
-- ---------------------------------------------------------------------------------------
create or replace function public.insight_students(
  class_filter uuid default null, search text default null, student_filter uuid default null,
  page_size integer default 25, page_offset integer default 0)
returns table (id uuid, first_name text, last_name text, class_names text[], engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz,
               total_count bigint)
language sql volatile
security invoker
as $$
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
  -- The principal's list reads the cache; one student, or anyone else, is computed live.
  facts as (
    select f.student_id, f.r, f.weeks, f.last_at
    from private.insight_cached_students() f
    where insight_students.student_filter is null and (select private.principal_school_id()) is not null
    union all
    select f.student_id, f.r, f.weeks, f.last_at
    from private.insight_student_facts(array(select pupils.id from pupils)) f
    where not (insight_students.student_filter is null and (select private.principal_school_id()) is not null)
  ),
  page as (
    select p.id, p.first_name, p.last_name, f.r, f.weeks, f.last_at,
           case f.r ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end as risk_rank,
           (f.r ->> 'engagementScore')::int as engagement, count(*) over () as total
    from pupils p
    join facts f on f.student_id = p.id
    order by risk_rank, engagement nulls last, p.last_name, p.first_name, p.id
    limit greatest(1, least(coalesce(insight_students.page_size, 25), 200))
    offset greatest(0, coalesce(insight_students.page_offset, 0))
  )
  -- Class names and trend dates are worked out for the page only (trend dates move daily,
  -- the stored weeks do not): for the whole school that was most of a warm call's time.
  select a.id, a.first_name, a.last_name,
         array(select c.name from public.student_enrollments e join public.classes c on c.id = e.class_id
               where e.student_id = a.id and e.status = 'active' order by c.name),
         a.engagement, a.r ->> 'riskLevel',
         a.r -> 'metrics', a.r -> 'reasons', private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at, a.total
  from page a
  order by a.risk_rank, a.engagement nulls last, a.last_name, a.first_name, a.id
$$;
comment on function public.insight_students(uuid, text, uuid, integer, integer) is
  'Insight records of the students the caller may see (RLS), most at risk first: metrics, flags with numbers, weekly trends, last activity. Filters: class, a name search, one student; paged, with the total. A principal''s list is answered from the insight cache.';

create or replace function private.insight_groups(scope text, class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
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
  assessed as (
    select g.*, f.students, f.r, f.weeks, f.last_at
    from groups g
    join facts f on f.group_id = g.id
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
  'Insight records of classes (scope ''class'') or subjects (scope ''subject'') for the school''s principal (from the insight cache) or the classes'' teacher (live): pooled metrics, flags, weekly trends, roster size. Others get no rows.';

create or replace function public.insight_classes(class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
language sql volatile
security invoker
as $$
  select * from private.insight_groups('class', insight_classes.class_filter, insight_classes.search)
$$;

create or replace function public.insight_subjects(class_filter uuid default null, search text default null)
returns table (id uuid, name text, class_id uuid, class_name text, students integer, engagement_score integer,
               risk_level text, metrics jsonb, reasons jsonb, trends jsonb, last_activity timestamptz)
language sql volatile
security invoker
as $$
  select * from private.insight_groups('subject', insight_subjects.class_filter, insight_subjects.search)
$$;

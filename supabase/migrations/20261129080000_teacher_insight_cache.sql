-- Teacher insight cache: each teacher's insight records of their students, computed as the
-- teacher and kept until they can change.
--
-- A teacher's list was computed live on every call: 20-30 ms for the forty students of a class
-- or two, the larger part of the teacher's insights page. A teacher sees a student's work in
-- the teacher's own classes only, so a teacher's record of a student is theirs alone: it is
-- stored per teacher and student. It is computed by the same SQL as every live record
-- (private.insight_student_facts), called as the teacher inside
-- private.insight_teacher_facts(), which is security invoker: the teacher's row-level security
-- decides what counts, exactly as live. Only looking up, storing and reading the stored records
-- go through definer functions, and those key every row by the caller's own profile.
--
-- A record goes stale as the principal's do (time, and the writes whose triggers call
-- private.insight_cache_forget(), which now also forgets these records by student, by school,
-- and by the teacher's own profile), and also when a class changes teacher: what its old and
-- new teacher see changes, so every student of the class is forgotten.
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

-- Forgetting: everything the principal's records forget, and the same students' (and a
-- teacher's own) records in the teacher cache.
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

-- The reader: a teacher's list (no one student asked for) now comes from their stored records;
-- every other call is answered as before.
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
           case f.r ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end as risk_rank,
           (f.r ->> 'engagementScore')::int as engagement, count(*) over () as total
    from pupils p
    join facts f on f.student_id = p.id
    order by risk_rank, engagement nulls last, p.last_name, p.first_name, p.id
    limit greatest(1, least(coalesce(insight_students.page_size, 25), 200))
    offset greatest(0, coalesce(insight_students.page_offset, 0))
  )
  -- Class names and trend dates are worked out for the page only (trend dates move daily,
  -- the stored weeks do not).
  select a.id, a.first_name, a.last_name,
         array(select c.name from public.student_enrollments e join public.classes c on c.id = e.class_id
               where e.student_id = a.id and e.status = 'active' order by c.name),
         a.engagement, a.r ->> 'riskLevel',
         a.r -> 'metrics', a.r -> 'reasons', private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at, a.total
  from page a
  order by a.risk_rank, a.engagement nulls last, a.last_name, a.first_name, a.id
$$;
comment on function public.insight_students(uuid, text, uuid, integer, integer) is
  'Insight records of the students the caller may see (RLS), most at risk first: metrics, flags with numbers, weekly trends, last activity. Filters: class, a name search, one student; paged, with the total. A principal''s and a teacher''s lists are answered from their insight caches.';

comment on function private.insight_cache_lock(uuid, boolean) is
  'Transaction lock on a school''s insight cache: exclusive for a read that recomputes (a principal''s, or a teacher''s with stale records), shared for writes that invalidate.';

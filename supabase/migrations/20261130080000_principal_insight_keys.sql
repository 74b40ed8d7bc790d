-- The principal's insight list sorts stored keys and reads whole records for one page only.
--
-- The principal's list (every student of the school, most at risk first, 25 a page) was read
-- by private.insight_cached_students(): it looked for stale records under the school's cache
-- lock, then handed every one of the school's records (2,000 in a big school, each a jsonb
-- document of metrics, reasons and weeks) to the reader, which took the sort keys out of each
-- document, sorted, and kept 25. On PGlite that was 19-27 ms of the insights page.
--
-- Now the two sort keys (risk rank and engagement score) are stored beside each record as
-- generated columns, and a read whose records are all stored and fresh takes only the keys,
-- sorts them, and reads the whole records of the page it keeps. Both reads are stable
-- functions inside the reader's one statement, so they see one snapshot: a record forgotten by
-- a write committing meanwhile can neither drop a student from the page nor mix two versions.
-- Like a teacher's fresh read it takes no lock, since it stores nothing. When any record is
-- stale or missing, the reader goes the old way (recompute under the lock, then every record).

-- The rank the list sorts by first: high risk, then medium, then everything else. The stored
-- column below keeps the value computed when a record was stored, and a record can stay valid
-- indefinitely: a migration that changes this rule must also empty private.insight_student_cache.
create or replace function private.insight_risk_rank(p_record jsonb)
returns smallint
language sql immutable
as $$
  select (case p_record ->> 'riskLevel' when 'high' then 0 when 'medium' then 1 else 2 end)::smallint
$$;
comment on function private.insight_risk_rank(jsonb) is
  'Sort rank of an insight record''s risk level: 0 high, 1 medium, 2 anything else. The one place this order is written.';
revoke all on function private.insight_risk_rank(jsonb) from public, anon;
grant execute on function private.insight_risk_rank(jsonb) to authenticated, service_role;

alter table private.insight_student_cache
  add column risk_rank smallint generated always as (private.insight_risk_rank(r)) stored,
  add column engagement integer generated always as ((r ->> 'engagementScore')::int) stored;

-- The principal's sort keys of every stored record of their school, when every active student
-- of the school has a stored, fresh record (the students private.insight_cached_students()
-- would otherwise recompute); no rows otherwise, and none for anyone who is not a principal.
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

-- The reader. Which students are listed is still decided by the caller's row-level security
-- (profiles and enrolments, read as the caller); only where the records come from changes.
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
      select a.id, a.first_name, a.last_name,
             array(select c.name from public.student_enrollments e join public.classes c on c.id = e.class_id
                   where e.student_id = a.id and e.status = 'active' order by c.name),
             a.engagement, s.r ->> 'riskLevel', s.r -> 'metrics', s.r -> 'reasons',
             private.insight_trend(coalesce(s.weeks, '{}'::jsonb)), s.last_at, a.total
      from page a
      join private.insight_principal_records(array(select page.id from page)) s on s.student_id = a.id
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
    select a.id, a.first_name, a.last_name,
           array(select c.name from public.student_enrollments e join public.classes c on c.id = e.class_id
                 where e.student_id = a.id and e.status = 'active' order by c.name),
           a.engagement, a.r ->> 'riskLevel',
           a.r -> 'metrics', a.r -> 'reasons', private.insight_trend(coalesce(a.weeks, '{}'::jsonb)), a.last_at, a.total
    from page a
    order by a.risk_rank, a.engagement nulls last, a.last_name, a.first_name, a.id;
end
$$;
comment on function public.insight_students(uuid, text, uuid, integer, integer) is
  'Insight records of the students the caller may see (RLS), most at risk first: metrics, flags with numbers, weekly trends, last activity. Filters: class, a name search, one student; paged, with the total. A principal''s and a teacher''s lists are answered from their insight caches; a principal''s fresh cache is sorted by its stored keys.';

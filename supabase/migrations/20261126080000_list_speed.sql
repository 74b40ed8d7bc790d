-- Lists that stay fast at the scale of a big school.
--
-- 1. private.personal_due() was declared immutable, but adding an interval to a timestamptz
--    depends on the session's time zone, so PostgreSQL only allows it in a stable function.
--    An immutable SQL function whose body is less than immutable is never inlined: every row
--    of student_work, late_submissions() and the insight readers called it as a separate
--    function (about 20 µs each, twice per row). Stable is the truthful label, and it lets the
--    planner inline the CASE into the query (the 2000-student school's late list went from
--    about 140 ms to 25 ms in the database).
alter function private.personal_due(timestamptz, timestamptz, numeric, boolean) stable;

-- 2. A page of a list is sorted on the list's own columns and cut to 25 rows. When an index
--    gives the rows in that order, PostgreSQL reads 25 of them and builds the embedded
--    objects (student, assignment, subject…) for those only; without one it builds them for
--    every row the caller may see and sorts afterwards. The app filters staff lists by the
--    caller's school as well as RLS does, so that the school can lead each index.

-- Handed-in work, newest first (the submissions list).
drop index if exists public.assignment_submissions_school_submitted_idx;
create index assignment_submissions_school_submitted_idx
  on public.assignment_submissions (school_id, submitted_at desc, id);

-- Assignments, latest due date first and those without one last (the assignments list).
drop index if exists public.assignments_school_due_idx;
create index assignments_school_due_idx
  on public.assignments (school_id, due_at desc nulls last, id);

-- People by name within a school and role (students, teachers): the same index as before
-- with the id, the lists' last sort key, so no sort step is left.
drop index if exists public.profiles_school_role_idx;
create index profiles_school_role_idx
  on public.profiles (school_id, role, last_name, first_name, id);

-- 3. A hand-in's due date for its student, as a computed field of assignment_submissions
--    (`select=…,own_due_at`): the database applies extended time, with the same rule as
--    student_work and late_submissions(), to the rows of the page only. Before, each row of
--    the submissions list brought the student's accommodations and the school's factor along
--    so that the app could work the date out again; with those embeds PostgreSQL built every
--    visible student's accommodations before it could cut the page.
create function public.own_due_at(s public.assignment_submissions)
returns timestamptz
language sql stable
as $$
  select public.personal_due_at(s.assignment_id, s.student_id)
$$;
comment on function public.own_due_at(public.assignment_submissions) is
  'The due date that applies to the hand-in''s student (extended time applied), null without a due date; as the caller may see the assignment.';
revoke all on function public.own_due_at(public.assignment_submissions) from public, anon;
grant execute on function public.own_due_at(public.assignment_submissions) to authenticated, service_role;

-- 4. The insights page shows the principal's tiles and filters by class: with the class list
--    in the same answer as the counts (`with_classes`), the page needs one request for both.
drop function public.principal_stats();
create function public.principal_stats(with_classes boolean default false)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_stats jsonb;
begin
  if v_school is null then
    raise exception 'Only an active principal has principal stats' using errcode = '42501';
  end if;
  with members as (
    select p.role, p.approved_at from public.profiles p where p.school_id = v_school and p.removed_at is null)
  select jsonb_build_object(
    'teachers', (select count(*) from members m where m.role = 'teacher'),
    'pending_teachers', (select count(*) from members m where m.role = 'teacher' and m.approved_at is null),
    'pending_students', (select count(*) from members m where m.role = 'student' and m.approved_at is null),
    'pending_parents', (select count(*) from members m where m.role = 'parent' and m.approved_at is null),
    'classes', (select count(*) from public.classes c where c.school_id = v_school),
    'active_classes', (select count(*) from public.classes c
                       where c.school_id = v_school and exists (
                         select 1 from public.student_enrollments e where e.class_id = c.id and e.status = 'active')),
    'students', (select count(*) from members m where m.role = 'student'),
    'subjects', (select count(*) from public.subjects s where s.school_id = v_school))
  into v_stats;
  if with_classes then
    v_stats := v_stats || jsonb_build_object('class_options', (
      select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]'::jsonb)
      from public.classes c where c.school_id = v_school));
  end if;
  return v_stats::json;
end;
$$;
comment on function public.principal_stats(boolean) is
  'The principal''s school in numbers (members not in the bin, classes, active classes, subjects); with_classes adds the classes by name, for a class filter.';
revoke all on function public.principal_stats(boolean) from public, anon;
grant execute on function public.principal_stats(boolean) to authenticated, service_role;

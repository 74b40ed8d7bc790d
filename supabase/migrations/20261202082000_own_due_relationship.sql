-- A hand-in's due date for its student, read with the hand-ins as a computed relationship
-- (`select=…,due:own_due(due_at)`) instead of the computed field own_due_at.
--
-- A computed field is a function called once per row. own_due_at() called personal_due_at(),
-- which reads the assignment and the school under row-level security, and every call
-- evaluated the policies' helper functions afresh (the caller's school, a teacher's subjects):
-- about 0.4 ms a row on the embedded database, 10–12 ms of a page of 25 hand-ins. A
-- set-returning SQL function that is neither security definer nor has a SET clause is inlined
-- into the query that embeds it, so the policies' helpers run once for the whole page and each
-- row costs two index lookups. Every name below is qualified, as a function without a pinned
-- search_path must be.
--
-- What a caller learns is unchanged: the assignment and school as row-level security lets the
-- caller read them (no row otherwise), extended time only for a student the caller may see
-- (private.has_extended_time), and the one rule, private.personal_due().

create view public.submission_due_dates with (security_invoker = true) as
  select s.id as submission_id,
         private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                              private.has_extended_time(s.student_id)) as due_at
  from public.assignment_submissions s
  join public.assignments a on a.id = s.assignment_id
  join public.schools sc on sc.id = a.school_id;
comment on view public.submission_due_dates is
  'Per hand-in: the due date that applies to its student (extended time applied), null without a due date. Rows follow the caller''s row-level security on every table joined.';
revoke all on public.submission_due_dates from anon, authenticated;
grant select on public.submission_due_dates to authenticated;

-- `rows 1`: one row at most, which the REST API embeds as an object (or null).
create function public.own_due(s public.assignment_submissions)
returns setof public.submission_due_dates
rows 1
language sql stable
as $$
  select s.id,
         private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                              private.has_extended_time(s.student_id))
  from public.assignments a
  join public.schools sc on sc.id = a.school_id
  where a.id = s.assignment_id
$$;
comment on function public.own_due(public.assignment_submissions) is
  'The hand-in''s due date for its student, as one row of submission_due_dates; none when the caller may not read the assignment.';
revoke all on function public.own_due(public.assignment_submissions) from public, anon;
grant execute on function public.own_due(public.assignment_submissions) to authenticated, service_role;

drop function public.own_due_at(public.assignment_submissions);

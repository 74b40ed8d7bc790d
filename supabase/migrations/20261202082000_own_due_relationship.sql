-- A hand-in's due date for its student, read with the hand-ins as a computed relationship
-- (`select=…,due:own_due(personal_due_at)`) instead of the computed field own_due_at.
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
-- Its row is one of submission_timeliness (the hand-in's personal due date and whether it came
-- late), worked out as personal_due_at() works it out: the assignment and school as row-level
-- security lets the caller read them (no row otherwise), extended time only for a student the
-- caller may see (private.has_extended_time), and the one rule, private.personal_due().
-- personal_due_at() cannot serve here itself: a scalar function with a FROM is never inlined.

create function public.own_due(s public.assignment_submissions)
returns setof public.submission_timeliness
rows 1
language sql stable
as $$
  select s.id, s.assignment_id, s.student_id, s.submitted_at, d.due,
         coalesce(s.submitted_at > d.due, false)
  from public.assignments a
  join public.schools sc on sc.id = a.school_id
  cross join lateral (
    select private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                                private.has_extended_time(s.student_id)) as due
  ) d
  where a.id = s.assignment_id
$$;
comment on function public.own_due(public.assignment_submissions) is
  'The hand-in''s due date for its student and whether it came late, as one row of submission_timeliness; none when the caller may not read the assignment.';
revoke all on function public.own_due(public.assignment_submissions) from public, anon;
grant execute on function public.own_due(public.assignment_submissions) to authenticated, service_role;

drop function public.own_due_at(public.assignment_submissions);

-- late_submissions() compared every visible hand-in with its student's personal due date.
-- A personal due date is never earlier than the assignment's own (extended time only adds
-- time), so a hand-in at or before the assignment's due date cannot be late: that plain
-- comparison now comes first and most rows stop there, before the extended-time set is
-- needed at all. On 40,000 hand-ins with none late, a principal's late list went from 19 to
-- 14 ms on the embedded database (PGlite).

create or replace function public.late_submissions(for_subject uuid default null, for_assignment uuid default null)
returns setof public.assignment_submissions
language sql stable
security invoker
as $$
  select s.*
  from public.assignment_submissions s
  join public.assignments a on a.id = s.assignment_id
  join public.schools sc on sc.id = a.school_id
  where (late_submissions.for_assignment is null or s.assignment_id = late_submissions.for_assignment)
    and (late_submissions.for_subject is null or a.subject_id = late_submissions.for_subject)
    and a.due_at is not null
    and s.submitted_at > a.due_at
    and s.submitted_at > private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                                              s.student_id = any (array(select private.extended_time_student_ids())))
$$;

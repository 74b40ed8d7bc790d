-- Oppi data model, part 13: the 'late' filter of /submissions in one request.
--
-- submission_timeliness (a view) knows each student's personal due date, but nothing can be
-- embedded through a view, so listing late work with its student and assignment took two
-- reads. This function returns the late submissions themselves (the table's row type), so
-- PostgREST embeds, filters, orders, pages and counts on top of it in one request.
-- Security invoker: the caller's RLS on assignment_submissions and assignments decides which
-- rows exist. The optional subject and assignment narrow the scan before the per-row due date.

create or replace function public.late_submissions(for_subject uuid default null, for_assignment uuid default null)
returns setof public.assignment_submissions
language sql stable
security invoker
set search_path = ''
as $$
  select s.*
  from public.assignment_submissions s
  join public.assignments a on a.id = s.assignment_id
  where (late_submissions.for_assignment is null or s.assignment_id = late_submissions.for_assignment)
    and (late_submissions.for_subject is null or a.subject_id = late_submissions.for_subject)
    and s.submitted_at > public.personal_due_at(s.assignment_id, s.student_id)
$$;
comment on function public.late_submissions(uuid, uuid) is
  'Submissions handed in after the student''s personal due date (extended time applied), as the caller may see them.';
revoke all on function public.late_submissions(uuid, uuid) from public, anon;
grant execute on function public.late_submissions(uuid, uuid) to authenticated;

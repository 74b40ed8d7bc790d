-- Oppi data model, part 14: principal pages at scale (2000 students, ~40k submissions).
--
-- Measured with EXPLAIN ANALYZE as the principal of the large seed, on the statements
-- supabase/local/rest sends:
--
-- 1. /assignments embeds assignment_submissions(count): one correlated count per assignment,
--    joined on the composite FK (assignment_id, school_id). No index had both columns, and the
--    planner paired the unique (assignment_id, student_id) index with the school-wide
--    (school_id, submitted_at) index in a BitmapAnd, reading all ~40k school entries for each
--    of the 2200 assignments (10 s). An index on the FK's own columns makes it a direct lookup.
--
-- 2. late_submissions() ran personal_due_at() for every visible submission, and that ran
--    private.has_extended_time() — itself a security-definer query with its own visibility
--    sets — per row; `set search_path` also kept the function from being inlined, so the
--    planner saw an opaque set of ~40k rows. Now the extended-time students the caller may see
--    are computed once per statement (private.extended_time_student_ids(), the same rule as
--    has_extended_time), the due date is computed in the join, and the function is inlinable
--    (language sql, stable, invoker, no SET clause; every name is schema-qualified, so it does
--    not depend on the caller's search_path).

create index assignment_submissions_assignment_school_idx
  on public.assignment_submissions (assignment_id, school_id);

create or replace function private.extended_time_student_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where (p.id = (select auth.uid())
         or p.school_id = (select private.principal_school_id())
         or p.id = any (array(select private.teacher_student_ids()))
         or p.id = any (array(select private.parent_child_ids())))
    and ('extended_time' = any (p.accommodations_needed)
         or exists (select 1 from public.student_accommodations sa
                    where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active))
$$;
comment on function private.extended_time_student_ids() is
  'Students with extended_time that the caller may see (the set private.has_extended_time() tests one id against).';
revoke all on function private.extended_time_student_ids() from public, anon;
grant execute on function private.extended_time_student_ids() to authenticated, service_role;

-- Same result as `s.submitted_at > public.personal_due_at(s.assignment_id, s.student_id)`:
-- the assignment and school must be visible to the caller (RLS), no due date means never late.
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
    and s.submitted_at > case
      when s.student_id = any (array(select private.extended_time_student_ids()))
        then a.created_at + greatest((a.due_at - a.created_at) * sc.extended_time_factor,
                                     (a.due_at - a.created_at) + interval '1 day')
      else a.due_at
    end
$$;
comment on function public.late_submissions(uuid, uuid) is
  'Submissions handed in after the student''s personal due date (extended time applied), as the caller may see them.';
revoke all on function public.late_submissions(uuid, uuid) from public, anon;
grant execute on function public.late_submissions(uuid, uuid) to authenticated;

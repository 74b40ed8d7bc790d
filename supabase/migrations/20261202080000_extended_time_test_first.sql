-- Whether a student has extended time, as the caller may know it. The answer is false both for a
-- student without extended time and for a student the caller may not see, so the cheap half of
-- the test (the student's own accommodation) can run first: only for the few students who have
-- extended time does the caller's visibility need testing. Before, the visibility test ran for
-- every student, and for a teacher or a parent it built the list of all their students (or
-- children) once per call: a teacher's page of 25 hand-ins, each with its own due date, spent
-- about 9 ms of a 12-ms query on PostgreSQL in this function. The answers are unchanged.

create or replace function private.has_extended_time(p_student_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.profiles p
    where p.id = p_student_id
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active))) then
    return false;
  end if;
  return exists (
    select 1 from public.profiles p
    where p.id = p_student_id
      and (p.id = (select auth.uid())
           or p.school_id = (select private.principal_school_id())
           or p.id = any (array(select private.teacher_student_ids()))
           or p.id = any (array(select private.parent_child_ids()))));
end
$$;

-- Whether a student has extended time is one rule, private.needs_extended_time(); the
-- caller-aware private.has_extended_time() asks it first and then tests the caller's
-- visibility, instead of writing the rule out again.
create or replace function private.has_extended_time(p_student_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.needs_extended_time(p_student_id) then
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

-- Who else is on the same page. Presence (Realtime's `presence:global`) is held in the
-- realtime server's memory only and carries no names: each browser tracks its user id, role,
-- route and the time it arrived. Staff see in the header who is on their page; this function
-- turns the ids they see into people, and decides what each caller may learn:
--   * only principals and teachers get rows at all (students and parents see no presence);
--   * only people of the caller's own school, active accounts, at most 100 ids a call;
--   * a name for staff colleagues, and for students the caller may already read (a principal:
--     the school's; a teacher: their own students); anyone else is only their role ("a student").
-- Nothing is stored.
create function public.presence_peers(p_ids uuid[])
returns table (id uuid, role text, name text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.role,
         case when p.role in ('principal', 'teacher')
                   or p.school_id = (select private.principal_school_id())
                   or p.id = any (array(select private.teacher_student_ids()))
              then btrim(p.first_name || ' ' || p.last_name) end
  from public.profiles p
  where p.id = any (p_ids[1:100])
    and p.school_id = (select private.active_school_id())
    and p.is_active
    and (select private.active_app_role()) in ('principal', 'teacher')
$$;
comment on function public.presence_peers(uuid[]) is
  'Names (staff, and students the caller may read) and roles of the given people of the caller''s school; staff callers only.';
revoke all on function public.presence_peers(uuid[]) from public, anon;
grant execute on function public.presence_peers(uuid[]) to authenticated;

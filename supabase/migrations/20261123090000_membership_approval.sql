-- Membership is decided by the school. Typing a school's name at sign-up no longer makes
-- anyone a member: a student or parent who registers that way waits, like a teacher, until
-- the school's principal approves them, and sees nothing of the school until then (every
-- RLS helper already requires an active profile). Ways in that the school itself opened stay
-- immediate:
--   student  through an open enrolment link of one of the school's subjects;
--   parent   whose confirmed e-mail the school recorded as a student's parent or guardian
--            e-mail (the e-mail links them to that child at once).
--
-- approved_at tells "waiting for approval" (never approved) from "deactivated" (approved
-- once, is_active false now), so the principal's pages can say which it is.
--
-- The sign-up triggers that apply these rules (private.handle_new_user and
-- private.handle_user_updated) are written once, together with invitations, in the next
-- migration (20261123091000_invitations.sql).

alter table public.profiles add column approved_at timestamptz;
comment on column public.profiles.approved_at is
  'When the school first let this person in (null: still waiting for the principal). Set by a trigger when is_active first becomes true.';

update public.profiles set approved_at = created_at where is_active and approved_at is null;

create or replace function private.profiles_stamp_approval()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_active and new.approved_at is null then
    new.approved_at := now();
  end if;
  return new;
end;
$$;
create trigger profiles_stamp_approval before insert or update of is_active on public.profiles
  for each row execute function private.profiles_stamp_approval();

-- A waiting parent whose confirmed e-mail now matches a child's recorded parent or guardian
-- e-mail is let in: the school wrote that address down, which is the school's decision.
-- Parents deactivated by the principal (approved before) are never re-activated here.
create or replace function private.activate_recognised_parent(p_parent uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles p set is_active = true
  where p.id = p_parent and p.role = 'parent' and not p.is_active and p.approved_at is null
    and exists (select 1 from public.guardian_links g where g.parent_id = p_parent);
end;
$$;

revoke all on function private.profiles_stamp_approval(), private.activate_recognised_parent(uuid)
  from public, anon, authenticated;

-- The principal's dashboard counts everyone waiting, not only teachers.
create or replace function public.principal_stats()
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
begin
  if v_school is null then
    raise exception 'Only an active principal has principal stats' using errcode = '42501';
  end if;
  return json_build_object(
    'teachers', (select count(*) from public.profiles p where p.school_id = v_school and p.role = 'teacher'),
    'pending_teachers', (select count(*) from public.profiles p
                         where p.school_id = v_school and p.role = 'teacher' and p.approved_at is null),
    'pending_students', (select count(*) from public.profiles p
                         where p.school_id = v_school and p.role = 'student' and p.approved_at is null),
    'pending_parents', (select count(*) from public.profiles p
                        where p.school_id = v_school and p.role = 'parent' and p.approved_at is null),
    'classes', (select count(*) from public.classes c where c.school_id = v_school),
    'active_classes', (select count(*) from public.classes c
                       where c.school_id = v_school and exists (
                         select 1 from public.student_enrollments e where e.class_id = c.id and e.status = 'active')),
    'students', (select count(*) from public.profiles p where p.school_id = v_school and p.role = 'student'),
    'subjects', (select count(*) from public.subjects s where s.school_id = v_school));
end;
$$;

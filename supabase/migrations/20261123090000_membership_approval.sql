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

create or replace function private.handle_new_user()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role text := lower(btrim(coalesce(meta ->> 'role', '')));
  v_school_name text := btrim(coalesce(meta ->> 'school_name', ''));
  v_subject text := btrim(coalesce(meta ->> 'enroll_subject_id', ''));
  v_refusal text := private.signup_refusal(meta);
  v_school uuid;
  v_by_link boolean := false;
begin
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = 'P0001';
  end if;
  if v_role = 'principal' then
    begin
      insert into public.schools (name) values (v_school_name) returning id into v_school;
    exception when unique_violation then
      -- Two principals racing for one name: the loser gets the same answer as a late one.
      raise exception 'School already exists: ask its principal to invite you' using errcode = 'P0001';
    end;
  elsif v_role = 'student' and v_subject <> '' then
    v_school := private.enrollment_link_school(v_subject);
    v_by_link := true;
  else
    select s.id into v_school from public.schools s where lower(btrim(s.name)) = lower(v_school_name);
  end if;

  -- Only the founder of a new school and a student arriving through the school's own link
  -- start active; everyone else who named a school waits for its principal.
  insert into public.profiles (id, user_id, school_id, role, first_name, last_name, email, is_active)
  values (new.id, new.id, v_school, v_role,
          left(btrim(coalesce(meta ->> 'first_name', '')), 100),
          left(btrim(coalesce(meta ->> 'last_name', '')), 100),
          coalesce(new.email, ''),
          v_role = 'principal' or v_by_link);

  if v_role = 'parent' then
    perform private.relink_parent(new.id);
    perform private.activate_recognised_parent(new.id);
  end if;
  return new;
end;
$$;

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

create or replace function private.handle_user_updated()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = coalesce(new.email, '') where id = new.id;
  end if;
  perform private.relink_parent(new.id);
  perform private.activate_recognised_parent(new.id);
  return new;
end;
$$;

revoke all on function private.profiles_stamp_approval(), private.activate_recognised_parent(uuid),
  private.handle_new_user(), private.handle_user_updated()
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

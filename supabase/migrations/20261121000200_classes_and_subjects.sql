-- Oppi data model: classes, their subjects and who is enrolled.
--
-- A class has one teacher; a subject belongs to one class; students enrol in a class (the
-- subject enrolment link enrols into the subject's class, see enroll_in_subject() in the
-- assignments and work migration). The principal manages every class and subject of the
-- school and its enrolments; a teacher manages their own classes and their subjects; students
-- and parents see the classes of the student's active enrolments and their active subjects.
-- Classes and subjects are never deleted directly, only through the bin.

create table public.classes (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  teacher_id uuid,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text check (length(description) <= 5000),
  grade_level smallint check (grade_level between 1 and 12),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint classes_id_school_key unique (id, school_id),
  -- A departing teacher leaves the class without a teacher, not without its history.
  constraint classes_teacher_fkey foreign key (teacher_id, school_id)
    references public.profiles (id, school_id) on delete set null (teacher_id)
);

create index classes_school_idx on public.classes (school_id, name);

create index classes_teacher_idx on public.classes (teacher_id);

create index classes_name_trgm_idx on public.classes using gin (name extensions.gin_trgm_ops);

create table public.subjects (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  class_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  description text check (length(description) <= 5000),
  is_active boolean not null default true,
  enrollment_enabled boolean not null default true,
  enrollment_expires_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subjects_id_school_key unique (id, school_id),
  constraint subjects_class_fkey foreign key (class_id, school_id)
    references public.classes (id, school_id) on delete cascade,
  constraint subjects_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);

create index subjects_class_idx on public.subjects (class_id);

create index subjects_school_idx on public.subjects (school_id, name);

create index subjects_created_by_idx on public.subjects (created_by);

create index subjects_name_trgm_idx on public.subjects using gin (name extensions.gin_trgm_ops);

comment on column public.subjects.enrollment_enabled is
  'The share link /enroll-subject?subject=<id> works only while true. Revoke = false; regenerate = true with a new enrollment_expires_at.';

comment on column public.subjects.enrollment_expires_at is 'After this moment the enrolment link is refused; null = no expiry.';

create table public.student_enrollments (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  student_id uuid not null,
  class_id uuid not null,
  status text not null default 'active' check (status in ('active', 'inactive', 'completed', 'withdrawn')),
  enrolled_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint student_enrollments_student_class_key unique (student_id, class_id),
  constraint student_enrollments_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint student_enrollments_class_fkey foreign key (class_id, school_id)
    references public.classes (id, school_id) on delete cascade
);

create index student_enrollments_class_status_idx on public.student_enrollments (class_id, status);

create index student_enrollments_school_idx on public.student_enrollments (school_id);

comment on table public.student_enrollments is 'A student in a class. Only status active grants access to the class.';

select private.create_updated_at_triggers('classes', 'subjects', 'student_enrollments');

-- Role checks that a foreign key cannot express.
create or replace function private.check_profile_role()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
  v_role text;
begin
  if v_id is null then
    return new;
  end if;
  select role into v_role from public.profiles where id = v_id;
  if v_role is null or not (v_role = any (tg_argv[1]::text[])) then
    raise exception '%.% must be a % account', tg_table_name, tg_argv[0], array_to_string(tg_argv[1]::text[], ' or ')
      using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke all on function private.check_profile_role() from public, anon, authenticated;

comment on function private.check_profile_role() is
  'Trigger: the profile in column tg_argv[0] must have one of the roles in tg_argv[1] (a text[] literal).';

create trigger classes_teacher_role before insert or update of teacher_id on public.classes
  for each row execute function private.check_profile_role('teacher_id', '{teacher,principal}');

create trigger student_enrollments_student_role before insert or update of student_id on public.student_enrollments
  for each row execute function private.check_profile_role('student_id', '{student}');

-- ---------------------------------------------------------------------------------------
-- Visibility helpers: each returns a set of ids, so a policy tests membership in a set
-- computed once per statement.
-- ---------------------------------------------------------------------------------------
create or replace function private.teacher_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.id from public.classes c where c.teacher_id = (select private.active_profile_id());
end
$$;

create or replace function private.teacher_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    join public.classes c on c.id = s.class_id
    where c.teacher_id = (select private.active_profile_id());
end
$$;

create or replace function private.teacher_student_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select distinct e.student_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where c.teacher_id = (select private.active_profile_id()) and e.status = 'active';
end
$$;

create or replace function private.student_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.class_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where e.student_id = (select private.active_profile_id()) and e.status = 'active' and c.is_active;
end
$$;

create or replace function private.student_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    where s.is_active and s.class_id = any (array(select private.student_class_ids()));
end
$$;

create or replace function private.child_class_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select e.class_id from public.student_enrollments e
    join public.classes c on c.id = e.class_id
    where e.student_id = any (array(select private.parent_child_ids())) and e.status = 'active' and c.is_active;
end
$$;

create or replace function private.child_subject_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select s.id from public.subjects s
    where s.is_active and s.class_id = any (array(select private.child_class_ids()));
end
$$;

revoke all on function private.teacher_class_ids(), private.teacher_subject_ids(),
  private.teacher_student_ids(), private.student_class_ids(), private.student_subject_ids(),
  private.child_class_ids(), private.child_subject_ids() from public, anon;

grant execute on function private.teacher_class_ids(), private.teacher_subject_ids(),
  private.teacher_student_ids(), private.student_class_ids(), private.student_subject_ids(),
  private.child_class_ids(), private.child_subject_ids() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------
alter table public.classes enable row level security;

alter table public.subjects enable row level security;

alter table public.student_enrollments enable row level security;

revoke all on public.classes, public.subjects, public.student_enrollments from anon;

-- Classes and subjects leave only through the bin (soft_delete_item).
revoke delete on public.classes, public.subjects from authenticated;

create policy classes_select on public.classes for select to authenticated
  using (school_id = (select private.principal_school_id())
      or teacher_id = (select private.active_profile_id())
      or id = any (array(select private.student_class_ids()))
      or id = any (array(select private.child_class_ids())));

create policy classes_insert_principal on public.classes for insert to authenticated
  with check (school_id = (select private.principal_school_id()));

create policy classes_insert_teacher on public.classes for insert to authenticated
  with check (teacher_id = (select private.active_profile_id())
          and school_id = (select private.active_school_id())
          and (select private.active_app_role()) = 'teacher');

create policy classes_update_principal on public.classes for update to authenticated
  using (school_id = (select private.principal_school_id()))
  with check (school_id = (select private.principal_school_id()));

create policy classes_update_teacher on public.classes for update to authenticated
  using (teacher_id = (select private.active_profile_id()))
  with check (teacher_id = (select private.active_profile_id()));

create policy subjects_select on public.subjects for select to authenticated
  using (school_id = (select private.principal_school_id())
      or class_id = any (array(select private.teacher_class_ids()))
      or id = any (array(select private.student_subject_ids()))
      or id = any (array(select private.child_subject_ids())));

create policy subjects_insert on public.subjects for insert to authenticated
  with check (school_id = (select private.principal_school_id())
           or class_id = any (array(select private.teacher_class_ids())));

create policy subjects_update on public.subjects for update to authenticated
  using (school_id = (select private.principal_school_id())
      or class_id = any (array(select private.teacher_class_ids())))
  with check (school_id = (select private.principal_school_id())
           or class_id = any (array(select private.teacher_class_ids())));

-- Students enrol only through enroll_in_subject(), which checks the link.
create policy student_enrollments_select on public.student_enrollments for select to authenticated
  using (school_id = (select private.principal_school_id())
      or class_id = any (array(select private.teacher_class_ids()))
      or student_id = (select private.active_profile_id())
      or student_id = any (array(select private.parent_child_ids())));

create policy student_enrollments_insert_principal on public.student_enrollments for insert to authenticated
  with check (school_id = (select private.principal_school_id()));

create policy student_enrollments_update_principal on public.student_enrollments for update to authenticated
  using (school_id = (select private.principal_school_id()))
  with check (school_id = (select private.principal_school_id()));

create policy student_enrollments_delete_principal on public.student_enrollments for delete to authenticated
  using (school_id = (select private.principal_school_id()));

-- Teachers see the students enrolled in their classes (profiles holds only what they may see).
create policy profiles_select_teacher on public.profiles for select to authenticated
  using (id = any (array(select private.teacher_student_ids())));

-- Names of the teachers of the classes the caller can see. Students and parents may not read
-- a teacher's profile row; this view gives them the name and nothing else. It runs with its
-- owner's rights and repeats the classes_select rule as its filter.
create view public.class_teachers with (security_invoker = false) as
  select c.id as class_id, p.id as teacher_id, p.first_name, p.last_name
  from public.classes c
  join public.profiles p on p.id = c.teacher_id
  where c.school_id = (select private.principal_school_id())
     or c.teacher_id = (select private.active_profile_id())
     or c.id = any (array(select private.student_class_ids()))
     or c.id = any (array(select private.child_class_ids()));

comment on view public.class_teachers is
  'Teacher names of the classes the caller can see; the only way students and parents learn a teacher''s name.';

revoke all on public.class_teachers from anon, authenticated;

grant select on public.class_teachers to authenticated;

-- Two classes of one school, or two subjects of one class, with the same name are a mistake
-- nobody can tell apart in a list or a menu: the database refuses the second one (23505), so
-- every way of writing (forms, import, restore from the bin) keeps to it. Case and surrounding
-- spaces do not make a name different.
create unique index classes_school_name_key on public.classes (school_id, lower(btrim(name)));

create unique index subjects_class_name_key on public.subjects (class_id, lower(btrim(name)));

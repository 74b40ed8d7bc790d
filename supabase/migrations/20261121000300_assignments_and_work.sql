-- Oppi data model: assignments, hand-ins, quiz attempts, personal due dates and the app's
-- calls around them.
--
-- A teacher (of the class) or the principal sets assignments in a subject and grades the
-- hand-ins; a student sees the active assignments of their classes and hands in their own work
-- until it is graded; parents see their children's. Each student has their own due date: with
-- the extended_time accommodation the working window grows by the school's factor
-- (private.personal_due()). What a student owes is read from the view student_work; hand-in
-- counts for the staff's lists from subject_submission_tallies.

create table public.assignments (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  subject_id uuid not null,
  title text not null check (length(btrim(title)) between 1 and 300),
  instructions text check (length(instructions) <= 20000),
  due_at timestamptz,
  max_score numeric(6, 2) not null default 100 check (max_score > 0),
  created_by uuid default auth.uid(),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint assignments_id_school_key unique (id, school_id),
  constraint assignments_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete cascade,
  constraint assignments_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);

create index assignments_subject_idx on public.assignments (subject_id, due_at);

create index assignments_created_by_idx on public.assignments (created_by);

create table public.assignment_submissions (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  assignment_id uuid not null,
  student_id uuid not null default auth.uid(),
  content text check (length(content) <= 100000),
  attachment_path text,
  score numeric(6, 2) check (score >= 0),
  feedback text check (length(feedback) <= 20000),
  submitted_at timestamptz not null default now(),
  graded_at timestamptz,
  graded_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint assignment_submissions_one_per_student unique (assignment_id, student_id),
  constraint assignment_submissions_assignment_fkey foreign key (assignment_id, school_id)
    references public.assignments (id, school_id) on delete cascade,
  constraint assignment_submissions_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint assignment_submissions_graded_by_fkey foreign key (graded_by, school_id)
    references public.profiles (id, school_id) on delete set null (graded_by)
);

create index assignment_submissions_student_idx on public.assignment_submissions (student_id, submitted_at desc);

create index assignment_submissions_graded_by_idx on public.assignment_submissions (graded_by);

comment on table public.assignment_submissions is
  'One per student and assignment. The student edits it until graded; graders set score and feedback only.';

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  student_id uuid not null default auth.uid(),
  subject_id uuid not null,
  title text not null default '' check (length(title) <= 300),
  score numeric(5, 2) not null check (score between 0 and 100),
  started_at timestamptz,
  completed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint quiz_attempts_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint quiz_attempts_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete cascade
);

create index quiz_attempts_student_idx on public.quiz_attempts (student_id, completed_at desc);

create index quiz_attempts_subject_idx on public.quiz_attempts (subject_id);

create index quiz_attempts_school_idx on public.quiz_attempts (school_id);

comment on column public.quiz_attempts.score is 'Percentage, 0–100.';

select private.create_updated_at_triggers('assignments', 'assignment_submissions');

create trigger assignment_submissions_student_role before insert or update of student_id on public.assignment_submissions
  for each row execute function private.check_profile_role('student_id', '{student}');

create trigger quiz_attempts_student_role before insert or update of student_id on public.quiz_attempts
  for each row execute function private.check_profile_role('student_id', '{student}');

-- Columns RLS cannot guard: a student writes content, a grader writes the grade, neither
-- writes the other's fields. Runs as the caller (no security definer), so code that runs as
-- the table owner (bin restore, seed) is not second-guessed.
create or replace function private.guard_submission_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_max numeric;
begin
  select a.max_score into v_max from public.assignments a where a.id = new.assignment_id;
  if new.score is not null and v_max is not null and new.score > v_max then
    raise exception 'Score % is above the maximum score %', new.score, v_max using errcode = '23514';
  end if;
  if current_user <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.score is not null or new.feedback is not null or new.graded_at is not null or new.graded_by is not null then
      raise exception 'Only teachers can grade submissions' using errcode = '42501';
    end if;
    new.submitted_at := now();
    return new;
  end if;
  if new.assignment_id is distinct from old.assignment_id or new.student_id is distinct from old.student_id then
    raise exception 'A submission cannot be moved to another assignment or student' using errcode = '42501';
  end if;
  if old.student_id = (select auth.uid()) then
    if new.score is distinct from old.score or new.feedback is distinct from old.feedback
       or new.graded_at is distinct from old.graded_at or new.graded_by is distinct from old.graded_by then
      raise exception 'Only teachers can grade submissions' using errcode = '42501';
    end if;
    new.submitted_at := now();
  else
    if new.content is distinct from old.content or new.attachment_path is distinct from old.attachment_path
       or new.submitted_at is distinct from old.submitted_at then
      raise exception 'Graders cannot change the content of a submission' using errcode = '42501';
    end if;
    if new.score is distinct from old.score or new.feedback is distinct from old.feedback then
      new.graded_by := (select auth.uid());
      new.graded_at := now();
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_submission_write() from public, anon, authenticated;

create trigger assignment_submissions_guard before insert or update on public.assignment_submissions
  for each row execute function private.guard_submission_write();

-- ---------------------------------------------------------------------------------------
-- Visibility helpers
-- ---------------------------------------------------------------------------------------
create or replace function private.teacher_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a where a.subject_id = any (array(select private.teacher_subject_ids()));
end
$$;

create or replace function private.student_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a
    where a.is_active and a.subject_id = any (array(select private.student_subject_ids()));
end
$$;

create or replace function private.child_assignment_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select a.id from public.assignments a
    where a.is_active and a.subject_id = any (array(select private.child_subject_ids()));
end
$$;

revoke all on function private.teacher_assignment_ids(), private.student_assignment_ids(),
  private.child_assignment_ids() from public, anon;

grant execute on function private.teacher_assignment_ids(), private.student_assignment_ids(),
  private.child_assignment_ids() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------
alter table public.assignments enable row level security;

alter table public.assignment_submissions enable row level security;

alter table public.quiz_attempts enable row level security;

revoke all on public.assignments, public.assignment_submissions, public.quiz_attempts from anon;

revoke delete on public.assignments, public.assignment_submissions from authenticated;

revoke update, delete on public.quiz_attempts from authenticated;

create policy assignments_select on public.assignments for select to authenticated
  using (school_id = (select private.principal_school_id())
      or subject_id = any (array(select private.teacher_subject_ids()))
      or id = any (array(select private.student_assignment_ids()))
      or id = any (array(select private.child_assignment_ids())));

create policy assignments_insert on public.assignments for insert to authenticated
  with check (school_id = (select private.principal_school_id())
           or (subject_id = any (array(select private.teacher_subject_ids()))
               and created_by = (select private.active_profile_id())));

create policy assignments_update on public.assignments for update to authenticated
  using (school_id = (select private.principal_school_id())
      or subject_id = any (array(select private.teacher_subject_ids())))
  with check (school_id = (select private.principal_school_id())
           or subject_id = any (array(select private.teacher_subject_ids())));

create policy assignment_submissions_select on public.assignment_submissions for select to authenticated
  using (school_id = (select private.principal_school_id())
      or assignment_id = any (array(select private.teacher_assignment_ids()))
      or student_id = (select private.active_profile_id())
      or student_id = any (array(select private.parent_child_ids())));

create policy assignment_submissions_insert_student on public.assignment_submissions for insert to authenticated
  with check (student_id = (select private.active_profile_id())
          and assignment_id = any (array(select private.student_assignment_ids())));

create policy assignment_submissions_update_student on public.assignment_submissions for update to authenticated
  using (student_id = (select private.active_profile_id()) and graded_at is null)
  with check (student_id = (select private.active_profile_id()) and graded_at is null
              and assignment_id = any (array(select private.student_assignment_ids())));

create policy assignment_submissions_update_grader on public.assignment_submissions for update to authenticated
  using (school_id = (select private.principal_school_id())
      or assignment_id = any (array(select private.teacher_assignment_ids())))
  with check (school_id = (select private.principal_school_id())
           or assignment_id = any (array(select private.teacher_assignment_ids())));

create policy quiz_attempts_select on public.quiz_attempts for select to authenticated
  using (school_id = (select private.principal_school_id())
      or subject_id = any (array(select private.teacher_subject_ids()))
      or student_id = (select private.active_profile_id())
      or student_id = any (array(select private.parent_child_ids())));

create policy quiz_attempts_insert_student on public.quiz_attempts for insert to authenticated
  with check (student_id = (select private.active_profile_id())
          and subject_id = any (array(select private.student_subject_ids())));

-- Whether a student has extended time, whoever asks: the rule itself. Triggers, which act for
-- the database rather than for the caller, ask it as it is; has_extended_time() asks it and then
-- whether the caller may see the student.
create or replace function private.needs_extended_time(p_student_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.profiles p
    where p.id = p_student_id
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active)));
end
$$;

comment on function private.needs_extended_time(uuid) is
  'Whether the student has extended_time (profile or an active formal accommodation), without regard to who asks.';

revoke all on function private.needs_extended_time(uuid) from public, anon, authenticated;

grant execute on function private.needs_extended_time(uuid) to service_role;

-- Whether a student has extended time, as the caller may know it. The answer is false both for a
-- student without extended time and for a student the caller may not see, so the cheap half of
-- the test (the student's own accommodation, private.needs_extended_time) runs first: only for
-- the few students who have extended time does the caller's visibility need testing.
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

comment on function private.has_extended_time(uuid) is
  'Whether the student has extended_time (self-declared in profiles or a formal student_accommodations row); false for students the caller may not see.';

revoke all on function private.has_extended_time(uuid) from public, anon;

grant execute on function private.has_extended_time(uuid) to authenticated, service_role;

-- One due date per student, decided in one place.
--
-- A student with the extended_time accommodation has a personal due date: the assignment's
-- working window (created_at → due_at) grows by the school's factor, and never by less than
-- one day. The formula lives here only: personal_due_at(), own_due(), late_submissions() and
-- the view student_work (what the dashboards, the parent's view and My assignments read) call
-- it.
--
-- Stable, not immutable: adding an interval to a timestamptz depends on the session's time
-- zone. An immutable SQL function whose body is less than immutable is never inlined; as a
-- stable one the planner inlines the CASE into the query that calls it.
--
-- student_work is also where "is this the student's work at all" is decided: an assignment of
-- the student's class whose due date (the class's) passed before the student joined the class
-- is not theirs — it is never shown as missed or late — unless they handed something in anyway.
-- The teacher's "not handed in" list applies the same rule to the same date.
create or replace function private.personal_due(p_created timestamptz, p_due timestamptz, p_factor numeric,
                                                p_extended boolean)
returns timestamptz
language sql stable
as $$
  select case
    when p_due is null then null
    when p_extended then p_created + greatest((p_due - p_created) * p_factor, (p_due - p_created) + interval '1 day')
    else p_due
  end
$$;

-- Runs as the caller: an assignment the caller cannot see has no due date for them.
create or replace function public.personal_due_at(assignment_id uuid, student_id uuid)
returns timestamptz
language sql stable
set search_path = ''
as $$
  select private.personal_due(a.created_at, a.due_at, s.extended_time_factor,
                              private.has_extended_time(personal_due_at.student_id))
  from public.assignments a
  join public.schools s on s.id = a.school_id
  where a.id = personal_due_at.assignment_id
$$;

comment on function public.personal_due_at(uuid, uuid) is
  'Due date for one student: with extended_time, created_at + (due_at - created_at) × schools.extended_time_factor, at least one day later than due_at.';

revoke all on function public.personal_due_at(uuid, uuid) from public, anon;

grant execute on function public.personal_due_at(uuid, uuid) to authenticated, service_role;

create view public.submission_timeliness with (security_invoker = true) as
  select s.id as submission_id, s.assignment_id, s.student_id, s.submitted_at,
         d.personal_due_at, coalesce(s.submitted_at > d.personal_due_at, false) as is_late
  from public.assignment_submissions s
  cross join lateral (select public.personal_due_at(s.assignment_id, s.student_id) as personal_due_at) d;

comment on view public.submission_timeliness is
  'Per submission: the student''s personal due date and whether it came late. Rows follow assignment_submissions RLS.';

revoke all on public.submission_timeliness from anon, authenticated;

grant select on public.submission_timeliness to authenticated;

-- ---------------------------------------------------------------------------------------
-- The app's other calls: status toggle, dashboard stats and subject enrolment links
-- ---------------------------------------------------------------------------------------
create or replace function private.toggle_item_status(table_name text, item_id uuid)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_table text := toggle_item_status.table_name;
  v_row jsonb;
  v_new boolean;
begin
  if v_table is null or v_table not in ('profiles', 'classes', 'subjects', 'assignments') then
    raise exception 'Invalid table name' using errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1', v_table)
    into v_row using toggle_item_status.item_id;
  -- Profiles: principals only (may_manage gives teachers no profiles).
  if not private.may_manage(v_table, v_row) then
    raise exception 'Item not found or you may not change it' using errcode = '42501';
  end if;
  execute format('update public.%I set is_active = not is_active where id = $1 returning is_active', v_table)
    into v_new using toggle_item_status.item_id;
  return v_new;
end;
$$;

comment on function private.toggle_item_status(text, uuid) is
  'Flips is_active on profiles (principal), classes, subjects or assignments; returns the new value. Other tables: ''Invalid table name''.';

revoke all on function private.toggle_item_status(text, uuid) from public, anon, authenticated;

grant execute on function private.toggle_item_status(text, uuid) to service_role;

-- Approving or deactivating a member is a flip of profiles.is_active, which asks for the second
-- factor (see schools and people); classes, subjects and assignments are everyday teaching and
-- do not.
create function public.toggle_item_status(table_name text, item_id uuid)
returns boolean language plpgsql volatile security definer set search_path = ''
as $$
begin
  if $1 = 'profiles' then
    perform private.require_aal();
  end if;
  return private.toggle_item_status($1, $2);
end
$$;

comment on function public.toggle_item_status(text, uuid) is
  'Flips is_active on profiles (principal, not while a second factor is owed), classes, subjects or assignments; returns the new value. Other tables: ''Invalid table name''.';

-- The principal's school in numbers, for the dashboard and the insights page: members not in
-- the bin (everyone waiting, not only teachers), classes, subjects; with the class list in the
-- same answer (`with_classes`), the insights page needs one request for the tiles and the
-- class filter.
create function public.principal_stats(with_classes boolean default false)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_stats jsonb;
begin
  if v_school is null then
    raise exception 'Only an active principal has principal stats' using errcode = '42501';
  end if;
  with members as (
    select p.role, p.approved_at from public.profiles p where p.school_id = v_school and p.removed_at is null)
  select jsonb_build_object(
    'teachers', (select count(*) from members m where m.role = 'teacher'),
    'pending_teachers', (select count(*) from members m where m.role = 'teacher' and m.approved_at is null),
    'pending_students', (select count(*) from members m where m.role = 'student' and m.approved_at is null),
    'pending_parents', (select count(*) from members m where m.role = 'parent' and m.approved_at is null),
    'classes', (select count(*) from public.classes c where c.school_id = v_school),
    'active_classes', (select count(*) from public.classes c
                       where c.school_id = v_school and exists (
                         select 1 from public.student_enrollments e where e.class_id = c.id and e.status = 'active')),
    'students', (select count(*) from members m where m.role = 'student'),
    'subjects', (select count(*) from public.subjects s where s.school_id = v_school))
  into v_stats;
  if with_classes then
    v_stats := v_stats || jsonb_build_object('class_options', (
      select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]'::jsonb)
      from public.classes c where c.school_id = v_school));
  end if;
  return v_stats::json;
end;
$$;

comment on function public.principal_stats(boolean) is
  'The principal''s school in numbers (members not in the bin, classes, active classes, subjects); with_classes adds the classes by name, for a class filter.';

create or replace function public.teacher_stats()
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_me uuid := (select private.active_profile_id());
begin
  if v_me is null or (select private.active_app_role()) not in ('teacher', 'principal') then
    raise exception 'Only an active teacher has teacher stats' using errcode = '42501';
  end if;
  return (
    with my_classes as (select c.id from public.classes c where c.teacher_id = v_me),
         my_subjects as (select s.id from public.subjects s where s.class_id in (select id from my_classes)),
         my_assignments as (select a.id, a.is_active from public.assignments a where a.subject_id in (select id from my_subjects)),
         my_enrollments as (select e.class_id, e.student_id from public.student_enrollments e
                            where e.class_id in (select id from my_classes) and e.status = 'active')
    select json_build_object(
      'classes', (select count(*) from my_classes),
      'students', (select count(distinct student_id) from my_enrollments),
      'subjects', (select count(*) from my_subjects),
      'assignments', (select count(*) from my_assignments),
      'active_assignments', (select count(*) from my_assignments where is_active),
      'active_classes', (select count(distinct class_id) from my_enrollments)));
end;
$$;

create or replace function public.student_stats()
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_me uuid := (select private.active_profile_id());
begin
  if v_me is null or (select private.active_app_role()) <> 'student' then
    raise exception 'Only an active student has student stats' using errcode = '42501';
  end if;
  return json_build_object(
    'enrolled_classes', (select count(*) from public.student_enrollments e
                         where e.student_id = v_me and e.status = 'active'),
    'submissions', (select count(*) from public.assignment_submissions s where s.student_id = v_me),
    'quizzes', (select count(*) from public.quiz_attempts q where q.student_id = v_me),
    'average_score', (select round(avg(q.score), 1) from public.quiz_attempts q where q.student_id = v_me),
    'average_assignment_percent', (
      select round(avg(s.score * 100 / a.max_score), 1)
      from public.assignment_submissions s join public.assignments a on a.id = s.assignment_id
      where s.student_id = v_me and s.score is not null));
end;
$$;

comment on function public.student_stats() is
  'average_score: mean quiz score (0–100, null without quizzes); average_assignment_percent: mean graded submission score as % of max.';

-- What the public enrolment page may know about a link: two names and whether it works.
create or replace function public.get_enrollment_subject(subject_id uuid)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_subject public.subjects;
  v_class public.classes;
  v_reason text;
begin
  select * into v_subject from public.subjects s where s.id = get_enrollment_subject.subject_id;
  if v_subject.id is not null then
    select * into v_class from public.classes c where c.id = v_subject.class_id;
  end if;
  v_reason := case
    when v_subject.id is null then 'not_found'
    when not v_subject.enrollment_enabled then 'revoked'
    when v_subject.enrollment_expires_at is not null and v_subject.enrollment_expires_at <= now() then 'expired'
    when not v_subject.is_active or not v_class.is_active then 'inactive'
  end;
  if v_reason is not null then
    return json_build_object('valid', false, 'reason', v_reason, 'subject_name', null, 'class_name', null);
  end if;
  return json_build_object('valid', true, 'reason', null,
                           'subject_name', v_subject.name, 'class_name', v_class.name);
end;
$$;

comment on function public.get_enrollment_subject(uuid) is
  'For /enroll-subject (also anonymous): {valid, reason, subject_name, class_name}; names only for an open link.';

create or replace function public.enroll_in_subject(subject_id uuid)
returns json
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_me public.profiles;
  v_link json := public.get_enrollment_subject(enroll_in_subject.subject_id);
  v_subject public.subjects;
  v_enrollment public.student_enrollments;
begin
  select * into v_me from public.profiles p where p.id = (select auth.uid());
  if v_me.id is null then
    raise exception 'Profile not found' using errcode = '42501';
  end if;
  if v_me.role <> 'student' then
    raise exception 'Only students can enroll in subjects' using errcode = '42501';
  end if;
  if not v_me.is_active then
    raise exception 'Your account is not active' using errcode = '42501';
  end if;
  if v_link ->> 'reason' = 'not_found' then
    raise exception 'Subject not found or invalid link' using errcode = 'P0002';
  end if;
  select * into v_subject from public.subjects s where s.id = enroll_in_subject.subject_id;
  if v_subject.school_id <> v_me.school_id then
    raise exception 'This subject belongs to another school' using errcode = '42501';
  end if;

  -- Already in the class: say so even when the link has closed since.
  select * into v_enrollment from public.student_enrollments e
  where e.student_id = v_me.id and e.class_id = v_subject.class_id;
  if v_enrollment.status = 'active' then
    return json_build_object('status', 'already_enrolled', 'subject_name', v_subject.name,
                             'class_name', (select c.name from public.classes c where c.id = v_subject.class_id),
                             'class_id', v_subject.class_id);
  end if;
  case v_link ->> 'reason'
    when 'revoked' then raise exception 'This enrollment link has been revoked' using errcode = 'P0001';
    when 'expired' then raise exception 'This enrollment link has expired' using errcode = 'P0001';
    when 'inactive' then raise exception 'This subject is not open for enrollment' using errcode = 'P0001';
    else null;
  end case;

  insert into public.student_enrollments (school_id, student_id, class_id, status)
  values (v_me.school_id, v_me.id, v_subject.class_id, 'active')
  on conflict (student_id, class_id) do update set status = 'active', enrolled_at = now();
  return json_build_object('status', 'enrolled', 'subject_name', v_link ->> 'subject_name',
                           'class_name', v_link ->> 'class_name', 'class_id', v_subject.class_id);
end;
$$;

comment on function public.enroll_in_subject(uuid) is
  'Enrols the calling student in the class of the subject behind an open enrolment link. {status: enrolled|already_enrolled, subject_name, class_name, class_id}.';

revoke all on function public.toggle_item_status(text, uuid), public.principal_stats(boolean),
  public.teacher_stats(), public.student_stats(), public.get_enrollment_subject(uuid),
  public.enroll_in_subject(uuid) from public, anon;

grant execute on function public.toggle_item_status(text, uuid), public.principal_stats(boolean),
  public.teacher_stats(), public.student_stats(), public.get_enrollment_subject(uuid),
  public.enroll_in_subject(uuid) to authenticated, service_role;

grant execute on function public.get_enrollment_subject(uuid) to anon;

-- /assignments embeds assignment_submissions(count): one correlated count per assignment,
-- joined on the composite FK (assignment_id, school_id). An index on the FK's own columns makes
-- it a direct lookup (without it the planner paired the unique (assignment_id, student_id)
-- index with the school-wide one and read every hand-in of the school per assignment).
create index assignment_submissions_assignment_school_idx
  on public.assignment_submissions (assignment_id, school_id);

-- The extended-time students the caller may see, once per statement, for late_submissions():
-- the rules of needs_extended_time() and has_extended_time() written out as one query over the
-- students, since a function called per student would run for every student of a principal's
-- school.
create or replace function private.extended_time_student_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select p.id from public.profiles p
    where (p.id = (select auth.uid())
           or p.school_id = (select private.principal_school_id())
           or p.id = any (array(select private.teacher_student_ids()))
           or p.id = any (array(select private.parent_child_ids())))
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active));
end
$$;

comment on function private.extended_time_student_ids() is
  'Students with extended_time that the caller may see (the set private.has_extended_time() tests one id against).';

revoke all on function private.extended_time_student_ids() from public, anon;

grant execute on function private.extended_time_student_ids() to authenticated, service_role;

-- The 'late' filter of /submissions in one request. submission_timeliness (a view) knows each
-- student's personal due date, but nothing can be embedded through a view; this function
-- returns the late submissions themselves (the table's row type), so PostgREST embeds,
-- filters, orders, pages and counts on top of it in one request. Security invoker: the
-- caller's RLS on assignment_submissions and assignments decides which rows exist. The
-- optional subject and assignment narrow the scan.
--
-- The same result as `s.submitted_at > public.personal_due_at(s.assignment_id, s.student_id)`
-- (the assignment and school must be visible to the caller; no due date means never late),
-- written so that the function is inlinable (language sql, stable, invoker, no SET clause;
-- every name is schema-qualified, so it does not depend on the caller's search_path): the
-- extended-time students come from private.extended_time_student_ids() once per statement and
-- the due date is computed in the join. A personal due date is never earlier than the
-- assignment's own (extended time only adds time), so a hand-in at or before the assignment's
-- due date cannot be late: that plain comparison comes first and most rows stop there.
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

comment on function public.late_submissions(uuid, uuid) is
  'Submissions handed in after the student''s personal due date (extended time applied), as the caller may see them.';

revoke all on function public.late_submissions(uuid, uuid) from public, anon;

grant execute on function public.late_submissions(uuid, uuid) to authenticated;

comment on function private.personal_due(timestamptz, timestamptz, numeric, boolean) is
  'The due date for a student: with extended time, created + max((due - created) × factor, (due - created) + 1 day); otherwise due. The only place this rule is written.';

revoke all on function private.personal_due(timestamptz, timestamptz, numeric, boolean) from public, anon;

grant execute on function private.personal_due(timestamptz, timestamptz, numeric, boolean) to authenticated, service_role;

create view public.student_work with (security_invoker = true) as
  select a.id as assignment_id, e.student_id, a.title, a.instructions, a.subject_id, sj.name as subject_name,
         sj.class_id, a.created_at, a.max_score, a.due_at as base_due_at, d.due_at,
         (d.due_at is distinct from a.due_at) as extended, e.enrolled_at,
         sub.id as submission_id, sub.content, sub.submitted_at, sub.graded_at, sub.score, sub.feedback
  from public.assignments a
  join public.subjects sj on sj.id = a.subject_id
  join public.schools sc on sc.id = a.school_id
  join public.student_enrollments e on e.class_id = sj.class_id and e.status = 'active'
  left join public.assignment_submissions sub on sub.assignment_id = a.id and sub.student_id = e.student_id
  cross join lateral (
    select private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                                e.student_id = any (array(select private.extended_time_student_ids()))) as due_at
  ) d
  where a.is_active and sj.is_active
    and (sub.id is not null or a.due_at is null or a.due_at >= e.enrolled_at);

comment on view public.student_work is
  'Per active enrolment and active assignment of the class: the student''s own due date (extended time applied, with the class''s base date beside it) and their hand-in. Work that fell due before the student joined is left out unless they handed it in. Rows follow the callers'' RLS on every table joined.';

revoke all on public.student_work from anon, authenticated;

grant select on public.student_work to authenticated;

-- ---------------------------------------------------------------------------------------
-- A changed due date tells each enrolled student their own new date.
-- ---------------------------------------------------------------------------------------
create or replace function private.notify_assignment_due_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_subject text;
  v_factor numeric;
begin
  if not new.is_active or new.due_at is null or new.due_at is not distinct from old.due_at then
    return null;
  end if;
  select s.name into v_subject from public.subjects s where s.id = new.subject_id;
  select sc.extended_time_factor into v_factor from public.schools sc where sc.id = new.school_id;
  insert into public.notifications (school_id, user_id, created_by, title, message, type, link, kind, data)
  select new.school_id, w.student_id, null, left('New due date: ' || new.title, 200),
         'Now due ' || to_char(w.due_at at time zone 'Europe/Helsinki', 'DD.MM.YYYY HH24:MI')
           || case when w.extended then ' (your extended time included)' else '' end,
         'info', '/student/assignments', 'assignment_due_changed',
         jsonb_build_object('assignment_id', new.id, 'assignment', new.title, 'subject', v_subject,
                            'due_at', w.due_at, 'previous_due_at', w.previous_due_at,
                            'base_due_at', new.due_at, 'extended', w.extended)
  from (
    select e.student_id, x.extended,
           private.personal_due(new.created_at, new.due_at, v_factor, x.extended) as due_at,
           private.personal_due(old.created_at, old.due_at, v_factor, x.extended) as previous_due_at
    from public.student_enrollments e
    join public.subjects s on s.class_id = e.class_id and s.id = new.subject_id
    join public.profiles p on p.id = e.student_id and p.is_active and p.school_id = new.school_id
    cross join lateral (select private.needs_extended_time(e.student_id) as extended) x
    where e.status = 'active'
  ) w;
  return null;
end;
$$;

revoke all on function private.notify_assignment_due_changed() from public, anon, authenticated;

create trigger assignments_notify_due_changed after update of due_at on public.assignments
  for each row execute function private.notify_assignment_due_changed();

-- A page of a list is sorted on the list's own columns and cut to 25 rows. When an index
-- gives the rows in that order, PostgreSQL reads 25 of them and builds the embedded objects
-- (student, assignment, subject…) for those only; without one it builds them for every row the
-- caller may see and sorts afterwards. The app filters staff lists by the caller's school as
-- well as RLS does, so that the school leads each index.

-- Handed-in work, newest first (the submissions list).
create index assignment_submissions_school_submitted_idx
  on public.assignment_submissions (school_id, submitted_at desc, id);

-- Assignments, latest due date first and those without one last (the assignments list).
create index assignments_school_due_idx
  on public.assignments (school_id, due_at desc nulls last, id);

-- ---------------------------------------------------------------------------------------
-- Hand-in tallies
-- ---------------------------------------------------------------------------------------
-- How many hand-ins each subject has, and how many of them are graded, kept as the hand-ins
-- change. The staff's submissions list shows its total ("1–25 of 39,704") and pages by it; an
-- exact count would read the whole school's hand-ins under row-level security on every page
-- view. The list takes its total from these tallies whenever its filters are ones they answer
-- (everything, a subject, graded or not); a search by student or one assignment still counts
-- rows, which are few then.
--
-- Who sees a tally: the same staff who see the subject's hand-ins. A principal sees every
-- hand-in of their school, and so every tally of it; a teacher sees the hand-ins of the
-- assignments of their classes' subjects, and so those subjects' tallies. Summed over the
-- tallies a caller sees, the numbers equal what that caller's count of assignment_submissions
-- would be. Students and parents see none: counts of other children's work are not theirs.
create table public.subject_submission_tallies (
  subject_id uuid primary key,
  school_id uuid not null,
  handed_in integer not null default 0 check (handed_in >= 0),
  graded integer not null default 0 check (graded between 0 and handed_in),
  constraint subject_submission_tallies_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete cascade
);

comment on table public.subject_submission_tallies is
  'Hand-ins per subject and how many are graded, kept by triggers on assignment_submissions and assignments; read by the staff''s submissions list for its total.';

alter table public.subject_submission_tallies enable row level security;

revoke all on public.subject_submission_tallies from anon, authenticated;

grant select on public.subject_submission_tallies to authenticated;

grant all on public.subject_submission_tallies to service_role;

create policy subject_submission_tallies_select on public.subject_submission_tallies for select to authenticated
  using (school_id = (select private.principal_school_id())
      or subject_id = any (array(select private.teacher_subject_ids())));

-- The one writer of the tallies: adds hand-ins and graded hand-ins per subject
-- ([{subject_id, n, g}], negative when taken off). A subject that no longer exists is skipped:
-- its tally went with it (a class or subject moved to the bin deletes its assignments and
-- hand-ins in the same statement). Tally rows are locked in subject order before they are
-- written, so two writers of several tallies cannot deadlock.
create function private.tally_add(changes jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.subject_submission_tallies t
    where t.subject_id in (select c.subject_id from jsonb_to_recordset(changes) as c(subject_id uuid))
    order by t.subject_id for update;
  with per_subject as (
    select sj.id as subject_id, sj.school_id, sum(c.n)::int as n, sum(c.g)::int as g
    from jsonb_to_recordset(changes) as c(subject_id uuid, n int, g int)
    join public.subjects sj on sj.id = c.subject_id
    group by sj.id, sj.school_id
    having sum(c.n) <> 0 or sum(c.g) <> 0
  ), updated as (
    update public.subject_submission_tallies t set handed_in = t.handed_in + p.n, graded = t.graded + p.g
    from per_subject p where t.subject_id = p.subject_id
    returning t.subject_id
  )
  -- A subject's first hand-in; two first hand-ins at once meet in the conflict clause.
  insert into public.subject_submission_tallies as t (subject_id, school_id, handed_in, graded)
  select p.subject_id, p.school_id, p.n, p.g from per_subject p
  where p.subject_id not in (select u.subject_id from updated u)
  on conflict (subject_id) do update
    set handed_in = t.handed_in + excluded.handed_in, graded = t.graded + excluded.graded;
end
$$;

-- Hand-ins changed, per assignment ([{assignment_id, n, g}]), added to their subjects'
-- tallies. Changes whose assignment no longer exists are skipped: an assignment's own
-- deletion has already taken its hand-ins off (tally_assignment_removed) before the cascade
-- deletes them.
--
-- The assignments are locked (share) first: a move to another subject or a delete of one of
-- them, in another transaction, then either waits for this one or is waited for, and the
-- subject is read after the lock, so a hand-in is counted in the subject it ends up in and
-- never both moved and added, or both taken off and subtracted.
create function private.tally_submission_changes(changes jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.assignments a
    where a.id in (select c.assignment_id from jsonb_to_recordset(changes) as c(assignment_id uuid))
    order by a.id for share;
  perform private.tally_add((
    select jsonb_agg(jsonb_build_object('subject_id', a.subject_id, 'n', c.n, 'g', c.g))
    from jsonb_to_recordset(changes) as c(assignment_id uuid, n int, g int)
    join public.assignments a on a.id = c.assignment_id));
end
$$;

-- One statement's hand-ins at a time (transition tables), summed per assignment first, so a
-- bulk insert of thousands of hand-ins updates each subject's tally once. PL/pgSQL plans a
-- statement when it first runs it, so each branch names only the transition tables its
-- trigger has.
create function private.tally_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('assignment_id', assignment_id, 'n', n, 'g', g)) into changes
    from (select assignment_id, count(*) as n, count(graded_at) as g from new_rows group by assignment_id) c;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('assignment_id', assignment_id, 'n', -n, 'g', -g)) into changes
    from (select assignment_id, count(*) as n, count(graded_at) as g from old_rows group by assignment_id) c;
  else
    select jsonb_agg(jsonb_build_object('assignment_id', assignment_id, 'n', n, 'g', g)) into changes
    from (select assignment_id, sum(sign) as n, sum(sign * (graded_at is not null)::int) as g
          from (select o.assignment_id, -1 as sign, o.graded_at from old_rows o
                union all
                select w.assignment_id, 1, w.graded_at from new_rows w) sides
          group by assignment_id) c
    where n <> 0 or g <> 0;
  end if;
  if changes is not null then
    perform private.tally_submission_changes(changes);
  end if;
  return null;
end
$$;

-- Triggers of one event fire in the order of their names: these come before the insight
-- cache's (assignment_submissions_insight_*), so a hand-in locks its assignment and tally
-- before the cache rows, in the order an assignment's delete or move does.
create trigger assignment_submissions_hand_in_tally_insert after insert on public.assignment_submissions
  referencing new table as new_rows for each statement execute function private.tally_submissions();

create trigger assignment_submissions_hand_in_tally_update after update on public.assignment_submissions
  referencing old table as old_rows new table as new_rows for each statement execute function private.tally_submissions();

create trigger assignment_submissions_hand_in_tally_delete after delete on public.assignment_submissions
  referencing old table as old_rows for each statement execute function private.tally_submissions();

-- Emptied for good (service role or maintenance only): every tally is zero.
create function private.tally_submissions_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.subject_submission_tallies;
  return null;
end
$$;

create trigger assignment_submissions_hand_in_tally_truncate after truncate on public.assignment_submissions
  for each statement execute function private.tally_submissions_truncated();

-- An assignment deleted for good takes its hand-ins with it (on delete cascade). By the time
-- the cascade runs, the assignment is gone and its hand-ins can no longer be traced to a
-- subject, so its hand-ins are taken off the tally here, while it still exists. When the
-- subject itself is being deleted (a class or subject moved to the bin), tally_add skips it.
create function private.tally_assignment_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.tally_add((
    select jsonb_build_array(jsonb_build_object('subject_id', old.subject_id, 'n', -count(*), 'g', -count(s.graded_at)))
    from public.assignment_submissions s where s.assignment_id = old.id));
  return old;
end
$$;

-- An assignment moved to another subject takes its hand-ins' tally along.
create function private.tally_assignment_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.tally_add((
    select jsonb_build_array(jsonb_build_object('subject_id', old.subject_id, 'n', -count(*), 'g', -count(s.graded_at)),
                             jsonb_build_object('subject_id', new.subject_id, 'n', count(*), 'g', count(s.graded_at)))
    from public.assignment_submissions s where s.assignment_id = new.id));
  return null;
end
$$;

create trigger assignments_tally_removed before delete on public.assignments
  for each row execute function private.tally_assignment_removed();

create trigger assignments_tally_moved after update of subject_id on public.assignments
  for each row when (old.subject_id is distinct from new.subject_id) execute function private.tally_assignment_moved();

revoke all on function private.tally_add(jsonb), private.tally_submission_changes(jsonb), private.tally_submissions(),
  private.tally_submissions_truncated(), private.tally_assignment_removed(), private.tally_assignment_moved()
  from public, anon, authenticated;

-- A hand-in's due date for its student, read with the hand-ins as a computed relationship
-- (`select=…,due:own_due(personal_due_at)`).
--
-- A set-returning SQL function that is neither security definer nor has a SET clause is inlined
-- into the query that embeds it, so the policies' helpers run once for the whole page and each
-- row costs two index lookups (a computed field, a function called once per row, would
-- evaluate them afresh for every row). Every name below is qualified, as a function without a
-- pinned search_path must be.
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

-- Oppi data model, part 4: assignments, submissions, quiz attempts and personal due dates.

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
create index assignments_school_due_idx on public.assignments (school_id, due_at);
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
create index assignment_submissions_school_submitted_idx on public.assignment_submissions (school_id, submitted_at desc);
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

create trigger assignments_set_updated_at before update on public.assignments
  for each row execute function private.set_updated_at();
create trigger assignment_submissions_set_updated_at before update on public.assignment_submissions
  for each row execute function private.set_updated_at();
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
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id from public.assignments a where a.subject_id = any (array(select private.teacher_subject_ids()))
$$;

create or replace function private.student_assignment_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id from public.assignments a
  where a.is_active and a.subject_id = any (array(select private.student_subject_ids()))
$$;

create or replace function private.child_assignment_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id from public.assignments a
  where a.is_active and a.subject_id = any (array(select private.child_subject_ids()))
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

-- ---------------------------------------------------------------------------------------
-- Personal due dates (extended_time accommodation)
-- ---------------------------------------------------------------------------------------
create or replace function private.has_extended_time(p_student_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = p_student_id
      and (p.id = (select auth.uid())
           or p.school_id = (select private.principal_school_id())
           or p.id = any (array(select private.teacher_student_ids()))
           or p.id = any (array(select private.parent_child_ids())))
      and ('extended_time' = any (p.accommodations_needed)
           or exists (select 1 from public.student_accommodations sa
                      where sa.student_id = p.id and sa.accommodation = 'extended_time' and sa.is_active))
  )
$$;
comment on function private.has_extended_time(uuid) is
  'Whether the student has extended_time (self-declared in profiles or a formal student_accommodations row); false for students the caller may not see.';
revoke all on function private.has_extended_time(uuid) from public, anon;
grant execute on function private.has_extended_time(uuid) to authenticated, service_role;

-- Runs as the caller: an assignment the caller cannot see has no due date for them.
create or replace function public.personal_due_at(assignment_id uuid, student_id uuid)
returns timestamptz
language sql stable
set search_path = ''
as $$
  select case
    when a.due_at is null then null
    when private.has_extended_time(personal_due_at.student_id) then
      a.created_at + greatest((a.due_at - a.created_at) * s.extended_time_factor,
                              (a.due_at - a.created_at) + interval '1 day')
    else a.due_at
  end
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

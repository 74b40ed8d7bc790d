-- Notifications for the events a school cares about, made by the database itself so that
-- every way of writing (the app, an import, a script on the API) tells the same people, and
-- nobody can make one up for someone else:
--   a new assignment            → the students enrolled in its class
--   a hand-in                   → the class's teacher; when it is late, also the student's parents
--   a graded hand-in            → the student and their parents
--   a teacher let in            → that teacher
--   a student who joined by link→ the class's teacher
-- `kind` and `data` let the app write the text in the reader's own language; title and message
-- hold an English fallback for any other reader of the table. `link` opens what it is about.
--
-- Rows that arrive with their history (restored from the bin, loaded by a seed) keep an old
-- created_at/submitted_at and are not news: only events of the last minute notify.

alter table public.notifications
  add column kind text check (kind in ('assignment_created', 'submission_received', 'submission_late',
                                       'submission_graded', 'account_activated', 'student_enrolled')),
  add column data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object');
comment on column public.notifications.kind is
  'What happened, for the app to phrase in the reader''s language; null for notes people wrote themselves.';
comment on column public.notifications.data is 'Names and ids the text of this kind needs (e.g. assignment title, student name).';

create or replace function private.notify(p_users uuid[], p_school uuid, p_kind text, p_title text,
                                          p_message text, p_type text, p_link text, p_data jsonb)
returns void
language sql security definer
set search_path = ''
as $$
  insert into public.notifications (school_id, user_id, created_by, title, message, type, link, kind, data)
  select p_school, u, null, left(p_title, 200), left(p_message, 5000), p_type, p_link, p_kind, p_data
  from unnest(p_users) u
  where u is not null
    and exists (select 1 from public.profiles p where p.id = u and p.school_id = p_school and p.is_active)
$$;

create or replace function private.full_name(p_profile uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select btrim(p.first_name || ' ' || p.last_name) from public.profiles p where p.id = p_profile
$$;

create or replace function private.notify_assignment_created()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_subject record;
begin
  if not new.is_active or new.created_at < now() - interval '1 minute' then
    return null;
  end if;
  select s.name, s.class_id into v_subject from public.subjects s where s.id = new.subject_id;
  perform private.notify(
    array(select e.student_id from public.student_enrollments e
          where e.class_id = v_subject.class_id and e.status = 'active'),
    new.school_id, 'assignment_created', 'New assignment: ' || new.title,
    v_subject.name, 'info', '/student/assignments',
    jsonb_build_object('assignment_id', new.id, 'assignment', new.title, 'subject', v_subject.name,
                       'due_at', new.due_at));
  return null;
end;
$$;

create or replace function private.notify_submission_received()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_work record;
  v_student text := private.full_name(new.student_id);
  v_late boolean;
begin
  if new.submitted_at < now() - interval '1 minute' then
    return null;
  end if;
  select a.title, a.due_at, c.teacher_id, s.name as subject into v_work
  from public.assignments a
  join public.subjects s on s.id = a.subject_id
  join public.classes c on c.id = s.class_id
  where a.id = new.assignment_id;
  v_late := new.submitted_at > coalesce(public.personal_due_at(new.assignment_id, new.student_id), v_work.due_at, 'infinity');
  perform private.notify(array[v_work.teacher_id], new.school_id, 'submission_received',
    'Handed in: ' || v_work.title, v_student, case when v_late then 'warning' else 'info' end,
    '/submissions?assignment=' || new.assignment_id,
    jsonb_build_object('assignment_id', new.assignment_id, 'assignment', v_work.title, 'student', v_student,
                       'subject', v_work.subject, 'late', v_late));
  if v_late then
    perform private.notify(
      array(select g.parent_id from public.guardian_links g where g.student_id = new.student_id),
      new.school_id, 'submission_late', 'Handed in late: ' || v_work.title, v_student, 'warning', '/dashboard',
      jsonb_build_object('assignment_id', new.assignment_id, 'assignment', v_work.title, 'student', v_student,
                         'subject', v_work.subject));
  end if;
  return null;
end;
$$;

create or replace function private.notify_submission_graded()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_title text;
  v_student text := private.full_name(new.student_id);
  v_data jsonb;
begin
  -- News when a score is given or changed; saving the same score again is not.
  if new.score is null or (old.score is not distinct from new.score
                           and (old.graded_at is not null or new.graded_at is null)) then
    return null;
  end if;
  select a.title into v_title from public.assignments a where a.id = new.assignment_id;
  v_data := jsonb_build_object('assignment_id', new.assignment_id, 'assignment', v_title, 'student', v_student,
                               'score', new.score);
  perform private.notify(array[new.student_id], new.school_id, 'submission_graded', 'Graded: ' || v_title,
    'Score ' || new.score, 'success', '/student/assignments', v_data);
  perform private.notify(
    array(select g.parent_id from public.guardian_links g where g.student_id = new.student_id),
    new.school_id, 'submission_graded', 'Graded: ' || v_title, v_student || ': ' || new.score, 'success',
    '/dashboard', v_data);
  return null;
end;
$$;

create or replace function private.notify_account_activated()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.role = 'teacher' and new.is_active and not old.is_active then
    perform private.notify(array[new.id], new.school_id, 'account_activated', 'Your account is active',
      new.school_name, 'success', '/dashboard', jsonb_build_object('school', new.school_name));
  end if;
  return null;
end;
$$;

create or replace function private.notify_student_enrolled()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_class record;
  v_student text := private.full_name(new.student_id);
begin
  -- Only a student enrolling themself (the enrolment link) is news to the teacher; a teacher
  -- or principal who enrols someone already knows.
  if new.status <> 'active' or new.student_id is distinct from (select auth.uid()) then
    return null;
  end if;
  select c.name, c.teacher_id into v_class from public.classes c where c.id = new.class_id;
  perform private.notify(array[v_class.teacher_id], new.school_id, 'student_enrolled',
    'New student in ' || v_class.name, v_student, 'info', '/classes',
    jsonb_build_object('class_id', new.class_id, 'class', v_class.name, 'student', v_student));
  return null;
end;
$$;

create trigger assignments_notify after insert on public.assignments
  for each row execute function private.notify_assignment_created();
create trigger assignment_submissions_notify_received after insert on public.assignment_submissions
  for each row execute function private.notify_submission_received();
create trigger assignment_submissions_notify_graded after update of score, graded_at on public.assignment_submissions
  for each row execute function private.notify_submission_graded();
create trigger profiles_notify_activated after update of is_active on public.profiles
  for each row when (new.is_active and not old.is_active) execute function private.notify_account_activated();
create trigger student_enrollments_notify after insert on public.student_enrollments
  for each row execute function private.notify_student_enrolled();

revoke all on function private.notify(uuid[], uuid, text, text, text, text, text, jsonb), private.full_name(uuid),
  private.notify_assignment_created(), private.notify_submission_received(), private.notify_submission_graded(),
  private.notify_account_activated(), private.notify_student_enrolled()
  from public, anon, authenticated;

-- People write notes only to themselves; everything addressed to someone else comes from the
-- triggers above.
drop policy notifications_insert on public.notifications;
create policy notifications_insert_self on public.notifications for insert to authenticated
  with check (created_by = (select private.active_profile_id())
          and user_id = (select private.active_profile_id())
          and kind is null);

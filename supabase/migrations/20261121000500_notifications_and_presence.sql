-- Oppi data model: in-app notifications, live changes and presence.
--
-- Notifications for the events a school cares about are made by the database itself, so that
-- every way of writing (the app, an import, a script on the API) tells the same people, and
-- nobody can make one up for someone else:
--   a new assignment            → the students enrolled in its class
--   a hand-in                   → the class's teacher; when it is late, also the student's parents
--   a graded hand-in            → the student and their parents
--   a changed due date          → each enrolled student, with their own new date
--   a new video in a subject    → its students (see the video migration)
--   a teacher let in            → that teacher
--   a student who joined by link→ the class's teacher
-- `kind` and `data` let the app write the text in the reader's own language; title and message
-- hold an English fallback for any other reader of the table. `link` opens what it is about.
-- People write notes only to themselves; a recipient may only mark a notification read.
--
-- Rows that arrive with their history (restored from the bin, loaded by a seed) keep an old
-- created_at/submitted_at and are not news: only events of the last minute notify.
--
-- Presence (who else is on the same page) is held by the realtime server only; the database
-- decides who may join a school's presence channel and what names a caller may learn.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  user_id uuid not null,
  created_by uuid default auth.uid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  message text not null default '' check (length(message) <= 5000),
  type text not null default 'info' check (type in ('success', 'warning', 'error', 'info')),
  link text check (link ~ '^/[^/]'),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  kind text check (kind in ('assignment_created', 'submission_received', 'submission_late', 'submission_graded',
                            'account_activated', 'student_enrolled', 'assignment_due_changed', 'video_added')),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  constraint notifications_user_fkey foreign key (user_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint notifications_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);

create index notifications_user_idx on public.notifications (user_id, created_at desc);

create index notifications_user_unread_idx on public.notifications (user_id) where not read;

create index notifications_school_idx on public.notifications (school_id);

create index notifications_created_by_idx on public.notifications (created_by);

comment on table public.notifications is 'user_id is the recipient''s profile id. Private to recipient and sender.';

comment on column public.notifications.link is 'Optional same-origin path to open, e.g. /student/assignments.';

alter table public.notifications enable row level security;

-- A recipient may only mark a notification read; everything else about it is fixed.
revoke update on public.notifications from authenticated;

grant update (read) on public.notifications to authenticated;

create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select private.active_profile_id())
      or created_by = (select private.active_profile_id()));

create policy notifications_update_recipient on public.notifications for update to authenticated
  using (user_id = (select private.active_profile_id()))
  with check (user_id = (select private.active_profile_id()));

create policy notifications_delete_recipient on public.notifications for delete to authenticated
  using (user_id = (select private.active_profile_id()));

-- The tables whose changes reach browsers live (Supabase Realtime's postgres_changes). Each
-- subscriber receives a change only when row-level security lets them select that row, so
-- publishing a table shares nothing a person could not already read:
--   notifications          the bell's badge and list update without a reload
--   profiles               a student's page follows accommodations changed by the principal
--   assignment_submissions a teacher sees hand-ins arrive, a student sees their grade
alter publication supabase_realtime add table public.profiles, public.notifications, public.assignment_submissions;

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

-- News for the active students of a subject's class (a new assignment, a video added to the
-- subject): the subject's name is its text and, as `subject`, part of its data.
create or replace function private.notify_subject_students(p_subject uuid, p_school uuid, p_kind text,
                                                           p_title text, p_link text, p_data jsonb)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_subject record;
begin
  select s.name, s.class_id into v_subject from public.subjects s where s.id = p_subject;
  perform private.notify(
    array(select e.student_id from public.student_enrollments e
          where e.class_id = v_subject.class_id and e.status = 'active'),
    p_school, p_kind, p_title, v_subject.name, 'info', p_link,
    p_data || jsonb_build_object('subject', v_subject.name));
end;
$$;

create or replace function private.notify_assignment_created()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not new.is_active or new.created_at < now() - interval '1 minute' then
    return null;
  end if;
  perform private.notify_subject_students(new.subject_id, new.school_id, 'assignment_created',
    'New assignment: ' || new.title, '/student/assignments',
    jsonb_build_object('assignment_id', new.id, 'assignment', new.title, 'due_at', new.due_at));
  return null;
end;
$$;

-- A parent's notifications say which child they are about. A parent with several children
-- reads the notifications about one child at a time, and the student's name in `data` is not a
-- key (names change, and nothing stops two pupils sharing one). So the hand-in and grading
-- notifications carry the student's id as `data.student_id`, and a parent's copy links to that
-- child's page of the parent's screens instead of the dashboard. A late hand-in's two copies
-- (the teacher's, the parents') carry the same data; the teacher's also says whether it was late.
create or replace function private.notify_submission_received()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_work record;
  v_student text := private.full_name(new.student_id);
  v_late boolean;
  v_data jsonb;
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
  v_data := jsonb_build_object('assignment_id', new.assignment_id, 'assignment', v_work.title, 'student', v_student,
                               'student_id', new.student_id, 'subject', v_work.subject);
  perform private.notify(array[v_work.teacher_id], new.school_id, 'submission_received',
    'Handed in: ' || v_work.title, v_student, case when v_late then 'warning' else 'info' end,
    '/submissions?assignment=' || new.assignment_id, v_data || jsonb_build_object('late', v_late));
  if v_late then
    perform private.notify(
      array(select g.parent_id from public.guardian_links g where g.student_id = new.student_id),
      new.school_id, 'submission_late', 'Handed in late: ' || v_work.title, v_student, 'warning',
      '/children?child=' || new.student_id, v_data);
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
                               'student_id', new.student_id, 'score', new.score);
  perform private.notify(array[new.student_id], new.school_id, 'submission_graded', 'Graded: ' || v_title,
    'Score ' || new.score, 'success', '/student/assignments', v_data);
  perform private.notify(
    array(select g.parent_id from public.guardian_links g where g.student_id = new.student_id),
    new.school_id, 'submission_graded', 'Graded: ' || v_title, v_student || ': ' || new.score, 'success',
    '/children?child=' || new.student_id, v_data);
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
  private.notify_subject_students(uuid, uuid, text, text, text, jsonb), private.notify_assignment_created(), private.notify_submission_received(), private.notify_submission_graded(),
  private.notify_account_activated(), private.notify_student_enrolled()
  from public, anon, authenticated;

-- People write notes only to themselves; everything addressed to someone else comes from the
-- triggers above.
create policy notifications_insert_self on public.notifications for insert to authenticated
  with check (created_by = (select private.active_profile_id())
          and user_id = (select private.active_profile_id())
          and kind is null);

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

revoke all on function private.notify_submission_received(), private.notify_submission_graded()
  from public, anon, authenticated;

-- Presence runs on one private channel per school, `presence:school:<school id>`, instead of one
-- channel for everyone: Realtime sends a channel's presence state (ids, roles, routes) to all
-- who join it, so a shared channel told every signed-in browser of every school who was where.
-- Realtime asks row-level security on realtime.messages who may join a private channel (select)
-- and who may track on it (insert), with realtime.topic() set to the channel's name: the active
-- members of that school only. Nothing here allows broadcasts, or any other topic.
create policy school_presence_join on realtime.messages for select to authenticated
  using (
    extension = 'presence'
    and (select realtime.topic()) = 'presence:school:' || (select private.active_school_id())::text
  );

create policy school_presence_track on realtime.messages for insert to authenticated
  with check (
    extension = 'presence'
    and (select realtime.topic()) = 'presence:school:' || (select private.active_school_id())::text
  );

-- A parent's children page shows each child's latest notifications beside the child. As a
-- computed relationship of profiles (`notifications_about(…)` in a select of profiles) they
-- come in the same request as the children: the page stays within three requests. A
-- notification is about a child when the database wrote the child's id into its data; row-level
-- security keeps the rows to the caller's own notifications (security invoker).
create function public.notifications_about(p public.profiles)
returns setof public.notifications
language sql stable
as $$
  select n.* from public.notifications n where n.data ->> 'student_id' = p.id::text
$$;

comment on function public.notifications_about(public.profiles) is
  'The caller''s own notifications about this person (their id in the notification''s data), for embedding in a select of profiles.';

revoke all on function public.notifications_about(public.profiles) from public, anon;

grant execute on function public.notifications_about(public.profiles) to authenticated, service_role;

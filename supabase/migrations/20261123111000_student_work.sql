-- One due date per student, decided in one place.
--
-- A student with the extended_time accommodation has a personal due date: the assignment's
-- working window (created_at → due_at) grows by the school's factor, and never by less than
-- one day. Until now that formula was written out in personal_due_at(), in late_submissions()
-- and again in the app. It now lives in private.personal_due() and everything else calls it:
-- personal_due_at(), late_submissions() and the view student_work, which is what the
-- dashboards, the parent's view and My assignments read.
--
-- student_work is also where "is this the student's work at all" is decided: an assignment of
-- the student's class whose due date (the class's) passed before the student joined the class
-- is not theirs — it is never shown as missed or late — unless they handed something in anyway.
-- The teacher's "not handed in" list applies the same rule to the same date.

create or replace function private.personal_due(p_created timestamptz, p_due timestamptz, p_factor numeric,
                                                p_extended boolean)
returns timestamptz
language sql immutable
as $$
  select case
    when p_due is null then null
    when p_extended then p_created + greatest((p_due - p_created) * p_factor, (p_due - p_created) + interval '1 day')
    else p_due
  end
$$;
comment on function private.personal_due(timestamptz, timestamptz, numeric, boolean) is
  'The due date for a student: with extended time, created + max((due - created) × factor, (due - created) + 1 day); otherwise due. The only place this rule is written.';
revoke all on function private.personal_due(timestamptz, timestamptz, numeric, boolean) from public, anon;
grant execute on function private.personal_due(timestamptz, timestamptz, numeric, boolean) to authenticated, service_role;

-- Whether a student has extended time, whoever asks (for triggers, which act for the
-- database rather than for the caller). The caller-aware checks keep their visibility rules.
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
    and s.submitted_at > private.personal_due(a.created_at, a.due_at, sc.extended_time_factor,
                                              s.student_id = any (array(select private.extended_time_student_ids())))
$$;

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
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('assignment_created', 'submission_received', 'submission_late', 'submission_graded',
                  'account_activated', 'student_enrolled', 'assignment_due_changed'));

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

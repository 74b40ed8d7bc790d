-- Oppi data model, part 10: the app's remaining calls — status toggle, dashboard stats and
-- subject enrolment links.

create or replace function public.toggle_item_status(table_name text, item_id uuid)
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
comment on function public.toggle_item_status(text, uuid) is
  'Flips is_active on profiles (principal), classes, subjects or assignments; returns the new value. Other tables: ''Invalid table name''.';

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
                         where p.school_id = v_school and p.role = 'teacher' and not p.is_active),
    'classes', (select count(*) from public.classes c where c.school_id = v_school),
    'active_classes', (select count(*) from public.classes c
                       where c.school_id = v_school and exists (
                         select 1 from public.student_enrollments e where e.class_id = c.id and e.status = 'active')),
    'students', (select count(*) from public.profiles p where p.school_id = v_school and p.role = 'student'),
    'subjects', (select count(*) from public.subjects s where s.school_id = v_school));
end;
$$;

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

revoke all on function public.toggle_item_status(text, uuid), public.principal_stats(),
  public.teacher_stats(), public.student_stats(), public.get_enrollment_subject(uuid),
  public.enroll_in_subject(uuid) from public, anon;
grant execute on function public.toggle_item_status(text, uuid), public.principal_stats(),
  public.teacher_stats(), public.student_stats(), public.get_enrollment_subject(uuid),
  public.enroll_in_subject(uuid) to authenticated, service_role;
grant execute on function public.get_enrollment_subject(uuid) to anon;

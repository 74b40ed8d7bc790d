-- A new assignment and a video added to a subject are both news for the active students of the
-- subject's class, told with the subject's name. One function now says who reads such news and
-- how it names the subject; the two triggers say only what happened.

-- News for the active students of a subject's class: the subject's name is its text and, as
-- `subject`, part of its data.
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

revoke all on function private.notify_subject_students(uuid, uuid, text, text, text, jsonb) from public, anon, authenticated;

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

create or replace function private.notify_video_added()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not new.is_active or new.subject_id is null
     or (tg_op = 'INSERT' and new.created_at < now() - interval '1 minute')
     or (tg_op = 'UPDATE' and old.is_active and old.subject_id is not distinct from new.subject_id) then
    return null;
  end if;
  perform private.notify_subject_students(new.subject_id, new.school_id, 'video_added',
    'New video: ' || new.title, '/video/' || new.id,
    jsonb_build_object('video_id', new.id, 'video', new.title));
  return null;
end;
$$;

-- A parent's notifications say which child they are about.
--
-- A parent with several children reads the notifications about one child at a time, and the
-- student's name in `data` is not a key (names change, and nothing stops two pupils sharing
-- one). So the hand-in and grading notifications carry the student's id as `data.student_id`,
-- and a parent's copy links to that child's page of the parent's screens instead of the
-- dashboard. Everything else the two triggers do is unchanged.

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
                       'student_id', new.student_id, 'subject', v_work.subject, 'late', v_late));
  if v_late then
    perform private.notify(
      array(select g.parent_id from public.guardian_links g where g.student_id = new.student_id),
      new.school_id, 'submission_late', 'Handed in late: ' || v_work.title, v_student, 'warning',
      '/children?child=' || new.student_id,
      jsonb_build_object('assignment_id', new.assignment_id, 'assignment', v_work.title, 'student', v_student,
                         'student_id', new.student_id, 'subject', v_work.subject));
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

revoke all on function private.notify_submission_received(), private.notify_submission_graded()
  from public, anon, authenticated;

-- Parents' notifications made before this change name the child only by name: give them the
-- id of the linked child of that name, where exactly one child of the parent has it.
update public.notifications n
set data = n.data || jsonb_build_object('student_id', only_child.student_id),
    link = '/children?child=' || only_child.student_id
from (
  select g.parent_id, btrim(p.first_name || ' ' || p.last_name) as name, (array_agg(g.student_id))[1] as student_id
  from public.guardian_links g
  join public.profiles p on p.id = g.student_id
  group by g.parent_id, btrim(p.first_name || ' ' || p.last_name)
  having count(*) = 1
) only_child
where n.user_id = only_child.parent_id
  and n.kind in ('submission_late', 'submission_graded')
  and not (n.data ? 'student_id')
  and n.data ->> 'student' = only_child.name;


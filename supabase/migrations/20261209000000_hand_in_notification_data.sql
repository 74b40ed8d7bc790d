-- A hand-in's notifications carry one set of data: the teacher's copy and, for a late hand-in,
-- the parents' copy name the same assignment, student and subject; the teacher's also says
-- whether it came late. The data is built once and the teacher's copy adds `late` to it.
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

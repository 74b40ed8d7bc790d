-- How many hand-ins each subject has, and how many of them are graded, kept as the hand-ins
-- change. The staff's submissions list shows its total ("1–25 of 39,704") and pages by it; an
-- exact count read the whole school's hand-ins under row-level security on every page view,
-- the largest part of that list's database time at the scale of a big school (about half of
-- it on the embedded database). The list now takes its total from these tallies whenever its
-- filters are ones they answer (everything, a subject, graded or not); a search by student
-- or one assignment still counts rows, which are few then.
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

-- The hand-ins already written.
insert into public.subject_submission_tallies (subject_id, school_id, handed_in, graded)
select a.subject_id, a.school_id, count(*), count(s.graded_at)
from public.assignment_submissions s
join public.assignments a on a.id = s.assignment_id
group by a.subject_id, a.school_id;

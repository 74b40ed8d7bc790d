-- Oppi data model: the names the messages pages show.
--
-- Profiles are not readable across roles (a guardian does not read a teacher's profile row, a
-- teacher not a guardian's), yet a person writing a message must find whom to write to, and a
-- thread must say who wrote each message and, for its sender, who has read it. These two
-- functions give a name and a role and nothing else, only for the people the caller may write
-- to or already shares a thread with; they repeat the rules of the messages migration
-- (private.may_message, private.my_thread_ids, private.may_read_message) as their filters.

-- The people the caller may write to alone, by name; a guardian with the names of their children
-- in the school, so a teacher can tell two guardians of the same name apart.
create or replace function public.message_recipients()
returns table (id uuid, name text, role text, detail text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, private.full_name(p.id), p.role,
         case when p.role = 'parent' then (
           select string_agg(private.full_name(g.student_id), ', ' order by private.full_name(g.student_id))
           from public.guardian_links g
           join public.profiles s on s.id = g.student_id and s.school_id = p.school_id
           where g.parent_id = p.id) end
  from public.profiles p
  where p.school_id = (select private.active_school_id())
    and p.removed_at is null
    and private.may_message((select private.active_profile_id()), p.id)
  order by 2
$$;

comment on function public.message_recipients() is
  'The people the caller may write a message to alone (private.may_message): name, role and, for a guardian, their children''s names.';

-- The people of threads the caller reads, by name: for the thread's sender everyone in it (the
-- read receipts name them); for everyone else the sender and whoever wrote or was written to in
-- a message the caller reads, so thirty guardians of a class do not learn each other's names.
create or replace function public.message_thread_people(p_threads uuid[])
returns table (thread_id uuid, id uuid, name text, role text)
language sql stable security definer
set search_path = ''
as $$
  with mine as (
    select t.id, t.created_by from public.message_threads t
    where t.id = any (p_threads) and t.id in (select private.my_thread_ids())
  ), people as (
    select m.id thread_id, mp.profile_id person from mine m
    join public.message_participants mp on mp.thread_id = m.id
    where m.created_by = (select private.active_profile_id())
    union
    select m.id, m.created_by from mine m where m.created_by is not null
    union
    select x.thread_id, unnest(array[x.sender_id, x.private_to]) from public.messages x
    where x.thread_id in (select id from mine)
      and private.may_read_message(x.thread_id, x.sender_id, x.private_to)
  )
  select pe.thread_id, p.id, private.full_name(p.id), p.role
  from people pe join public.profiles p on p.id = pe.person
$$;

comment on function public.message_thread_people(uuid[]) is
  'Names and roles of the people in threads the caller reads: all participants for the thread''s sender, otherwise the sender and the writers and addressees of the messages the caller reads.';

revoke all on function public.message_recipients(), public.message_thread_people(uuid[]) from public, anon;

grant execute on function public.message_recipients(), public.message_thread_people(uuid[])
  to authenticated, service_role;

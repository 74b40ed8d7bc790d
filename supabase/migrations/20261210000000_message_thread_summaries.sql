-- The inbox's view of each thread, summed where the messages are: when the newest message the
-- caller reads was written, when the newest one someone else wrote (what makes a thread unread,
-- and puts it in the inbox), and the caller's own read mark and archive. The inbox once read
-- every message of its 300 threads, and every thread the caller takes part in, itself: the
-- REST API answers at most 1000 rows, so a busy inbox came back cut, and the 300 thread ids
-- made a URL longer than hosted Supabase's gateway takes. This is called by POST (rpc), and
-- answers one row per thread named.
--
-- Security invoker: the select policies of messages (private.may_read_message) and of
-- message_participants decide what counts, exactly as when the caller reads those tables.
create or replace function public.message_thread_summaries(p_threads uuid[])
returns table (thread_id uuid, last_at timestamptz, last_from_others_at timestamptz,
               participant boolean, last_read_at timestamptz, archived boolean)
language sql stable security invoker
set search_path = ''
as $$
  select t.id, s.last_at, s.last_from_others_at, mp.thread_id is not null, mp.last_read_at,
         coalesce(mp.archived, false)
  from unnest(p_threads) t (id)
  left join lateral (
    select max(m.created_at) last_at,
           max(m.created_at) filter (
             where m.sender_id is distinct from (select private.active_profile_id())) last_from_others_at
    from public.messages m
    where m.thread_id = t.id
  ) s on true
  left join public.message_participants mp
    on mp.thread_id = t.id and mp.profile_id = (select private.active_profile_id())
$$;

comment on function public.message_thread_summaries(uuid[]) is
  'Per thread named: the newest message the caller reads, the newest written by someone else, and the caller''s own participant row (read mark, archive). The select policies of messages and message_participants decide what counts.';

revoke all on function public.message_thread_summaries(uuid[]) from public, anon;

grant execute on function public.message_thread_summaries(uuid[]) to authenticated, service_role;

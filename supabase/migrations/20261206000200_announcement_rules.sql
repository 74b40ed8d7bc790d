-- Oppi data model: class announcements' rules, each written once, and the names their
-- comments show.
--
-- Who reads an announcement was written twice (the announcements_select policy and
-- private.may_read_announcement(), which comments and files use), and that a subject belongs to
-- the announcement's class twice (the insert and update policies). Each rule is one function
-- here, and the policies are drawn again on them, so a change to a rule is one change.
--
-- Comments name their writers: a reader of an announcement learns the names of the people who
-- commented on it and of its author, and nothing else (profiles stay unreadable across roles).
-- These are the class's own people (its staff, its students, their guardians), who wrote where
-- the class reads.

-- The reading rule: the class's staff (its teacher, the principal) always; the class's students
-- and their guardians once it is published.
create or replace function private.reads_announcement(p_class uuid, p_publish_at timestamptz)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(private.may_post_to_class(p_class)
                  or (p_publish_at <= now() and private.reads_class_announcements(p_class)),
                  false);
end
$$;

create or replace function private.may_read_announcement(p_announcement uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(exists (
    select 1 from public.announcements a
    where a.id = p_announcement and private.reads_announcement(a.class_id, a.publish_at)), false);
end
$$;

-- An announcement to a subject is to a subject of its own class (or to the whole class).
create or replace function private.subject_in_class(p_subject uuid, p_class uuid)
returns boolean language sql stable security definer set search_path = ''
as $$
  select p_subject is null
      or exists (select 1 from public.subjects s where s.id = p_subject and s.class_id = p_class)
$$;

drop policy announcements_select on public.announcements;

create policy announcements_select on public.announcements for select to authenticated
  using (private.reads_announcement(class_id, publish_at));

drop policy announcements_insert on public.announcements;

create policy announcements_insert on public.announcements for insert to authenticated
  with check (author_id = (select private.active_profile_id())
              and private.may_post_to_class(class_id)
              and private.own_message_files(author_id, attachments)
              and private.subject_in_class(subject_id, class_id));

drop policy announcements_update_author on public.announcements;

create policy announcements_update_author on public.announcements for update to authenticated
  using (author_id = (select private.active_profile_id()) and private.may_post_to_class(class_id))
  with check (author_id = (select private.active_profile_id())
              and private.own_message_files(author_id, attachments)
              and private.subject_in_class(subject_id, class_id));

-- The names on announcements the caller reads: each one's author and its commenters.
create or replace function public.announcement_people(p_announcements uuid[])
returns table (announcement_id uuid, id uuid, name text, role text)
language sql stable security definer
set search_path = ''
as $$
  with readable as (
    select a.id, a.author_id from public.announcements a
    where a.id = any (p_announcements) and private.reads_announcement(a.class_id, a.publish_at)
  ), people as (
    select r.id announcement_id, r.author_id person from readable r where r.author_id is not null
    union
    select c.announcement_id, c.author_id from public.announcement_comments c
    where c.announcement_id in (select r.id from readable r) and c.author_id is not null
  )
  select pe.announcement_id, p.id, private.full_name(p.id), p.role
  from people pe join public.profiles p on p.id = pe.person
$$;

comment on function public.announcement_people(uuid[]) is
  'Names and roles of the author and the commenters of announcements the caller reads (private.reads_announcement), and of no one else.';

revoke all on function private.reads_announcement(uuid, timestamptz),
  private.subject_in_class(uuid, uuid), public.announcement_people(uuid[]) from public, anon;

grant execute on function private.reads_announcement(uuid, timestamptz),
  private.subject_in_class(uuid, uuid) to authenticated, service_role;

grant execute on function public.announcement_people(uuid[]) to authenticated, service_role;

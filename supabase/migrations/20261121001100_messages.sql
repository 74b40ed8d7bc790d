-- Oppi data model: messages between the people of one school, and class announcements.
--
-- Messages. A thread is what one person sent, to one person or to a group resolved when it
-- is sent (the people in the group at that moment become the thread's participants):
--   staff (teachers, the principal)  → any one member of the school; all guardians of a class
--                                      or subject or of one student; a class's students; all
--                                      staff. The principal also → the whole school.
--   a guardian                       → any one member of staff
--   a student                        → any one member of staff
-- Staff and students write to each other only while the school lets them
-- (schools.student_messaging, which the principal switches; off by default, as in Wilma).
-- Guardians do not write to other guardians or to students, and students not to students.
--
-- Who reads what. A person reads a thread they take part in; the guardians of the student a
-- thread is about (about_student_id) read it too, and may join it by replying. Nobody else
-- does: not the principal, not other staff. (docs/decisions.md says what a school can see for
-- safeguarding, and why it is not other people's threads.)
--
-- Replies. The sender chooses: 'sender' (the default: a reply reaches the sender only, so 30
-- guardians answering an excursion notice do not write to each other), 'all' (everyone in the
-- thread reads every reply) or 'none' (a notice: nobody replies). A private message
-- (private_to) is read only by its writer and the person it is for. Writing happens only
-- through send_message() and reply_to_thread(), which check all this; the tables take no
-- inserts, updates or deletes from people, except that a participant marks their own thread
-- read or archived (the read receipt the sender sees is theirs alone to write).
--
-- Attachments are files in the private message-files bucket, uploaded first under the
-- writer's own folder (<profile id>/<uuid>/<file name>), with the hand-ins' size limit and
-- passive types; a file is readable by whoever may read a message that names it. A message's
-- and an announcement's attachment_sizes (a computed field, read with the row) gives each file's
-- size in the order named, read as the caller so that the bucket's policy decides: null for a
-- file the reader may not read or that is gone.
--
-- Class announcements: a class's teacher (or the principal) posts to a class or to one of its
-- subjects, now or at a set time; the class's students and their guardians read it from then
-- on, and comment when the author allowed comments. Authors edit and remove their own. An
-- announcement to a subject is to a subject of its own class.
--
-- Names. Profiles stay unreadable across roles; the pages learn a name and a role, and nothing
-- else, only of the people the caller may write to, shares a thread with, or reads on an
-- announcement (its author and its commenters).
--
-- Every message and announcement tells its readers through a notification (kinds
-- message_received, announcement_posted), which the bell shows live and e-mail follows.

alter table public.schools
  add column student_messaging boolean not null default false;

comment on column public.schools.student_messaging is
  'Whether staff and students may write to each other in Oppi''s messages. The principal switches it.';

grant update (student_messaging) on public.schools to authenticated;

alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check
  check (kind in ('assignment_created', 'submission_received', 'submission_late', 'submission_graded',
                  'account_activated', 'student_enrolled', 'assignment_due_changed', 'video_added',
                  'message_received', 'announcement_posted'));

-- ---------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------
create table public.message_threads (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null references public.schools (id) on delete cascade,
  subject text not null check (length(btrim(subject)) between 1 and 200),
  created_by uuid,
  reply_policy text not null default 'sender' check (reply_policy in ('sender', 'all', 'none')),
  important boolean not null default false,
  about_student_id uuid,
  -- What the sender chose, for the sent list: {"kind": "class_guardians", "id": …, "label": "5A"}.
  audience jsonb not null default '{}'::jsonb check (jsonb_typeof(audience) = 'object'),
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  constraint message_threads_id_school_key unique (id, school_id),
  constraint message_threads_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by),
  constraint message_threads_about_student_fkey foreign key (about_student_id, school_id)
    references public.profiles (id, school_id) on delete set null (about_student_id)
);

create index message_threads_school_idx on public.message_threads (school_id);

create index message_threads_created_by_idx on public.message_threads (created_by);

create index message_threads_about_student_idx on public.message_threads (about_student_id)
  where about_student_id is not null;

create table public.message_participants (
  thread_id uuid not null,
  profile_id uuid not null,
  school_id uuid not null,
  is_sender boolean not null default false,
  last_read_at timestamptz,
  archived boolean not null default false,
  joined_at timestamptz not null default now(),
  primary key (thread_id, profile_id),
  constraint message_participants_thread_fkey foreign key (thread_id, school_id)
    references public.message_threads (id, school_id) on delete cascade,
  constraint message_participants_profile_fkey foreign key (profile_id, school_id)
    references public.profiles (id, school_id) on delete cascade
);

create index message_participants_profile_idx on public.message_participants (profile_id, thread_id);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null,
  school_id uuid not null,
  sender_id uuid,
  private_to uuid,
  body text not null check (length(btrim(body)) between 1 and 10000),
  attachments text[] not null default '{}' check (cardinality(attachments) <= 10),
  created_at timestamptz not null default now(),
  constraint messages_thread_fkey foreign key (thread_id, school_id)
    references public.message_threads (id, school_id) on delete cascade,
  constraint messages_sender_fkey foreign key (sender_id, school_id)
    references public.profiles (id, school_id) on delete set null (sender_id),
  constraint messages_private_to_fkey foreign key (private_to, school_id)
    references public.profiles (id, school_id) on delete cascade
);

create index messages_thread_idx on public.messages (thread_id, created_at);

create index messages_sender_idx on public.messages (sender_id);

create index messages_private_to_idx on public.messages (private_to) where private_to is not null;

create index messages_body_trgm_idx on public.messages using gin (body extensions.gin_trgm_ops);

create table public.announcements (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  class_id uuid not null,
  subject_id uuid,
  author_id uuid default private.active_profile_id(),
  title text not null check (length(btrim(title)) between 1 and 200),
  body text not null check (length(btrim(body)) between 1 and 10000),
  attachments text[] not null default '{}' check (cardinality(attachments) <= 10),
  comments_allowed boolean not null default false,
  publish_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint announcements_id_school_key unique (id, school_id),
  constraint announcements_class_fkey foreign key (class_id, school_id)
    references public.classes (id, school_id) on delete cascade,
  constraint announcements_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete cascade,
  constraint announcements_author_fkey foreign key (author_id, school_id)
    references public.profiles (id, school_id) on delete set null (author_id)
);

create index announcements_school_idx on public.announcements (school_id);

create index announcements_class_idx on public.announcements (class_id, publish_at desc);

create index announcements_subject_idx on public.announcements (subject_id) where subject_id is not null;

create index announcements_author_idx on public.announcements (author_id);

create table public.announcement_comments (
  id uuid primary key default gen_random_uuid(),
  announcement_id uuid not null,
  school_id uuid not null default private.active_school_id(),
  author_id uuid default private.active_profile_id(),
  body text not null check (length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  constraint announcement_comments_announcement_fkey foreign key (announcement_id, school_id)
    references public.announcements (id, school_id) on delete cascade,
  constraint announcement_comments_author_fkey foreign key (author_id, school_id)
    references public.profiles (id, school_id) on delete cascade
);

create index announcement_comments_announcement_idx on public.announcement_comments (announcement_id, created_at);

create index announcement_comments_author_idx on public.announcement_comments (author_id);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'message-files', 'message-files', false, b.file_size_limit, b.allowed_mime_types
from storage.buckets b where b.id = 'submission-files'
on conflict (id) do update
  set public = false, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------
-- Who may read and write
-- ---------------------------------------------------------------------------------------
create or replace function private.is_staff_role(p_role text)
returns boolean language sql immutable set search_path = ''
as $$ select p_role in ('teacher', 'principal') $$;

-- Threads the caller reads: their own, and those about a child of theirs.
create or replace function private.my_thread_ids()
returns setof uuid language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select mp.thread_id from public.message_participants mp
    where mp.profile_id = (select private.active_profile_id())
    union
    select t.id from public.message_threads t
    where t.about_student_id in (select private.parent_child_ids());
end
$$;

-- Whether the caller reads this message: in a thread of theirs, and, when it is private, as
-- its writer or the person it is for.
create or replace function private.may_read_message(p_thread uuid, p_sender uuid, p_private_to uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
declare
  v_me uuid := (select private.active_profile_id());
begin
  return p_thread in (select private.my_thread_ids())
     and (p_private_to is null or v_me in (p_sender, p_private_to));
end
$$;

-- Whether the caller, an active member of p_school, may write to p_recipient alone.
create or replace function private.may_message(p_sender uuid, p_recipient uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
declare
  v_from public.profiles;
  v_to public.profiles;
  v_students_on boolean;
begin
  select * into v_from from public.profiles where id = p_sender and is_active;
  select * into v_to from public.profiles where id = p_recipient and is_active;
  if v_from.id is null or v_to.id is null or v_from.school_id <> v_to.school_id
     or v_from.id = v_to.id then
    return false;
  end if;
  select s.student_messaging into v_students_on from public.schools s where s.id = v_from.school_id;
  return case
    when private.is_staff_role(v_from.role) and v_to.role = 'student' then v_students_on
    when private.is_staff_role(v_from.role) then true
    when v_from.role = 'parent' then private.is_staff_role(v_to.role)
    when v_from.role = 'student' then private.is_staff_role(v_to.role) and v_students_on
    else false
  end;
end
$$;

-- The people a group resolves to now, for a sender who may write to it; null when they may not.
create or replace function private.message_audience(p_sender uuid, p_kind text, p_target uuid)
returns uuid[] language plpgsql stable security definer set search_path = ''
as $$
declare
  v_from public.profiles;
  v_class uuid;
  v_students_on boolean;
  v_out uuid[];
begin
  select * into v_from from public.profiles where id = p_sender and is_active;
  if v_from.id is null then
    return null;
  end if;
  select s.student_messaging into v_students_on from public.schools s where s.id = v_from.school_id;
  if p_kind = 'person' then
    return case when private.may_message(p_sender, p_target) then array[p_target] end;
  end if;
  if not private.is_staff_role(v_from.role) then
    return null;
  end if;
  if p_kind in ('class_guardians', 'class_students', 'subject_guardians') then
    v_class := case when p_kind = 'subject_guardians'
                    then (select sj.class_id from public.subjects sj
                          where sj.id = p_target and sj.school_id = v_from.school_id and sj.is_active)
                    else (select c.id from public.classes c
                          where c.id = p_target and c.school_id = v_from.school_id and c.is_active) end;
    if v_class is null or not (v_from.role = 'principal'
                               or exists (select 1 from public.classes c
                                          where c.id = v_class and c.teacher_id = v_from.id)) then
      return null;
    end if;
    if p_kind = 'class_students' then
      if not v_students_on then
        return null;
      end if;
      select array_agg(distinct e.student_id) into v_out
      from public.student_enrollments e join public.profiles p on p.id = e.student_id and p.is_active
      where e.class_id = v_class and e.status = 'active';
    else
      select array_agg(distinct g.parent_id) into v_out
      from public.student_enrollments e
      join public.guardian_links g on g.student_id = e.student_id
      join public.profiles p on p.id = g.parent_id and p.is_active and p.role = 'parent'
      where e.class_id = v_class and e.status = 'active';
    end if;
  elsif p_kind = 'student_guardians' then
    if not exists (select 1 from public.profiles s
                   where s.id = p_target and s.school_id = v_from.school_id and s.role = 'student') then
      return null;
    end if;
    select array_agg(g.parent_id) into v_out
    from public.guardian_links g join public.profiles p on p.id = g.parent_id and p.is_active
    where g.student_id = p_target;
  elsif p_kind = 'staff' then
    select array_agg(p.id) into v_out from public.profiles p
    where p.school_id = v_from.school_id and p.is_active and p.role in ('teacher', 'principal');
  elsif p_kind = 'school' then
    if v_from.role <> 'principal' then
      return null;
    end if;
    select array_agg(p.id) into v_out from public.profiles p
    where p.school_id = v_from.school_id and p.is_active
      and (p.role <> 'student' or v_students_on);
  else
    return null;
  end if;
  return coalesce(array_remove(v_out, p_sender), '{}');
end
$$;

-- Attachments must be the writer's own uploads in message-files.
create or replace function private.own_message_files(p_writer uuid, p_files text[])
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return not exists (
    select 1 from unnest(coalesce(p_files, '{}')) f
    where private.path_uuid(f, 1, 3) is distinct from p_writer
       or not exists (select 1 from storage.objects o where o.bucket_id = 'message-files' and o.name = f));
end
$$;

create or replace function private.check_message_files(p_writer uuid, p_files text[])
returns void language plpgsql stable set search_path = ''
as $$
begin
  if not private.own_message_files(p_writer, p_files) then
    raise exception 'An attachment is not one of your uploaded files' using errcode = '22023',
      hint = 'attachment_not_found';
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Writing: send_message() and reply_to_thread()
-- ---------------------------------------------------------------------------------------
create or replace function public.send_message(
  p_audience text, p_target uuid, p_subject text, p_body text,
  p_reply_policy text default 'sender', p_important boolean default false,
  p_attachments text[] default '{}')
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_me public.profiles;
  v_recipients uuid[];
  v_thread uuid;
  v_about uuid;
  v_label text;
begin
  select * into v_me from public.profiles where id = (select private.active_profile_id());
  if v_me.id is null then
    raise exception 'Only an active member of a school can send messages' using errcode = '42501';
  end if;
  if p_reply_policy is null or p_reply_policy not in ('sender', 'all', 'none') then
    raise exception 'reply_policy must be sender, all or none' using errcode = '22023';
  end if;
  if coalesce(p_important, false) and not private.is_staff_role(v_me.role) then
    raise exception 'Only staff mark messages important' using errcode = '42501';
  end if;
  if length(btrim(coalesce(p_subject, ''))) not between 1 and 200 then
    raise exception 'A subject of 1 to 200 characters is needed' using errcode = '22023', hint = 'subject';
  end if;
  if length(btrim(coalesce(p_body, ''))) not between 1 and 10000 then
    raise exception 'A message of 1 to 10,000 characters is needed' using errcode = '22023', hint = 'body';
  end if;
  v_recipients := private.message_audience(v_me.id, p_audience, p_target);
  if v_recipients is null then
    raise exception 'You cannot write to these people' using errcode = '42501', hint = 'not_allowed';
  end if;
  if cardinality(v_recipients) = 0 then
    raise exception 'Nobody to send to in this group' using errcode = '22023', hint = 'no_recipients';
  end if;
  perform private.check_message_files(v_me.id, p_attachments);

  v_about := case
    when p_audience = 'student_guardians' then p_target
    -- A guardian writing to staff about a child of theirs: the child's other guardians read it too.
    when v_me.role = 'parent' and (select count(*) from public.guardian_links g where g.parent_id = v_me.id) = 1
      then (select g.student_id from public.guardian_links g where g.parent_id = v_me.id)
  end;
  v_label := case p_audience
    when 'person' then (select private.full_name(p_target))
    when 'student_guardians' then (select private.full_name(p_target))
    when 'subject_guardians' then (select s.name from public.subjects s where s.id = p_target)
    when 'class_guardians' then (select c.name from public.classes c where c.id = p_target)
    when 'class_students' then (select c.name from public.classes c where c.id = p_target)
    else null end;

  insert into public.message_threads (school_id, subject, created_by, reply_policy, important, about_student_id, audience)
  values (v_me.school_id, btrim(p_subject), v_me.id,
          case when p_audience = 'person' and p_reply_policy = 'sender' then 'all' else p_reply_policy end,
          coalesce(p_important, false), v_about,
          jsonb_strip_nulls(jsonb_build_object('kind', p_audience, 'id', p_target, 'label', v_label,
                                               'count', cardinality(v_recipients))))
  returning id into v_thread;
  insert into public.message_participants (thread_id, profile_id, school_id, is_sender, last_read_at)
  values (v_thread, v_me.id, v_me.school_id, true, now());
  insert into public.message_participants (thread_id, profile_id, school_id)
  select v_thread, r, v_me.school_id from unnest(v_recipients) r;
  insert into public.messages (thread_id, school_id, sender_id, body, attachments)
  values (v_thread, v_me.school_id, v_me.id, p_body, coalesce(p_attachments, '{}'));

  perform private.notify(v_recipients, v_me.school_id, 'message_received', 'New message', btrim(p_subject),
                         case when coalesce(p_important, false) then 'warning' else 'info' end,
                         '/messages/' || v_thread,
                         jsonb_build_object('thread_id', v_thread, 'subject', btrim(p_subject),
                                            'sender', private.full_name(v_me.id),
                                            'important', coalesce(p_important, false)));
  return v_thread;
end
$$;

comment on function public.send_message(text, uuid, text, text, text, boolean, text[]) is
  'Starts a thread: p_audience person | student_guardians | class_guardians | subject_guardians | class_students | staff | school, resolved now. Refuses with 42501 (not_allowed) what the sender may not write to.';

create or replace function public.reply_to_thread(p_thread uuid, p_body text,
                                                  p_private_to uuid default null,
                                                  p_attachments text[] default '{}')
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_me public.profiles;
  v_thread public.message_threads;
  v_private uuid := p_private_to;
  v_message uuid;
  v_readers uuid[];
begin
  select * into v_me from public.profiles where id = (select private.active_profile_id());
  select * into v_thread from public.message_threads t where t.id = p_thread;
  if v_me.id is null or v_thread.id is null or p_thread not in (select private.my_thread_ids()) then
    raise exception 'Thread not found' using errcode = 'P0002';
  end if;
  if length(btrim(coalesce(p_body, ''))) not between 1 and 10000 then
    raise exception 'A message of 1 to 10,000 characters is needed' using errcode = '22023', hint = 'body';
  end if;
  perform private.check_message_files(v_me.id, p_attachments);
  if v_me.id is distinct from v_thread.created_by then
    if v_thread.reply_policy = 'none' then
      raise exception 'This message takes no replies' using errcode = '42501', hint = 'no_replies';
    end if;
    -- 'sender': a reply reaches the sender only. Otherwise one may write privately to the sender.
    if v_thread.reply_policy = 'sender' then
      v_private := v_thread.created_by;
    elsif v_private is distinct from v_thread.created_by then
      v_private := null;
    end if;
  end if;
  if v_private is not null and not exists (select 1 from public.message_participants mp
                                           where mp.thread_id = p_thread and mp.profile_id = v_private) then
    raise exception 'That person is not in this thread' using errcode = '22023', hint = 'private_to';
  end if;
  -- A guardian of the student the thread is about joins it by replying.
  insert into public.message_participants (thread_id, profile_id, school_id)
  values (p_thread, v_me.id, v_thread.school_id)
  on conflict (thread_id, profile_id) do nothing;
  insert into public.messages (thread_id, school_id, sender_id, private_to, body, attachments)
  values (p_thread, v_thread.school_id, v_me.id, v_private, p_body, coalesce(p_attachments, '{}'))
  returning id into v_message;
  update public.message_threads set last_message_at = now() where id = p_thread;
  update public.message_participants set last_read_at = now(), archived = false
  where thread_id = p_thread and profile_id = v_me.id;
  -- The reply comes back to everyone it is for, out of their archive.
  update public.message_participants mp set archived = false
  where mp.thread_id = p_thread and (v_private is null or mp.profile_id = v_private);

  select array_agg(mp.profile_id) into v_readers from public.message_participants mp
  where mp.thread_id = p_thread and mp.profile_id <> v_me.id
    and (v_private is null or mp.profile_id = v_private);
  perform private.notify(coalesce(v_readers, '{}'), v_thread.school_id, 'message_received', 'New reply',
                         v_thread.subject, 'info', '/messages/' || p_thread,
                         jsonb_build_object('thread_id', p_thread, 'subject', v_thread.subject,
                                            'sender', private.full_name(v_me.id), 'reply', true));
  return v_message;
end
$$;

comment on function public.reply_to_thread(uuid, text, uuid, text[]) is
  'Replies in a thread the caller reads, as its reply policy allows: to everyone, to the sender only, or (the sender) privately to one participant.';

-- ---------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------
alter table public.message_threads enable row level security;

alter table public.message_participants enable row level security;

alter table public.messages enable row level security;

alter table public.announcements enable row level security;

alter table public.announcement_comments enable row level security;

revoke all on public.message_threads, public.message_participants, public.messages,
  public.announcements, public.announcement_comments from anon;

revoke insert, update, delete on public.message_threads, public.message_participants, public.messages
  from authenticated;

-- As for every public table (see the bin migration's closing check): no request needs these.
revoke truncate, references, trigger on public.message_threads, public.message_participants,
  public.messages, public.announcements, public.announcement_comments from anon, authenticated;

-- The read receipt and the archive are the participant's own.
grant update (last_read_at, archived) on public.message_participants to authenticated;

create policy message_threads_select on public.message_threads for select to authenticated
  using (id in (select private.my_thread_ids()));

-- Who else is in a thread of mine: the sender sees everyone (for a group, who has read it); in a
-- reply-all thread everyone sees everyone; otherwise a recipient sees only themselves and the
-- sender, so the guardians of a class do not learn each other from a notice.
create or replace function private.may_see_participant(p_thread uuid, p_profile uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
declare
  v_me uuid := (select private.active_profile_id());
begin
  return p_thread in (select private.my_thread_ids())
     and (p_profile = v_me
          or exists (select 1 from public.message_threads t
                     where t.id = p_thread
                       and (t.created_by in (v_me, p_profile) or t.reply_policy = 'all')));
end
$$;

create policy message_participants_select on public.message_participants for select to authenticated
  using (private.may_see_participant(thread_id, profile_id));

create policy message_participants_update_own on public.message_participants for update to authenticated
  using (profile_id = (select private.active_profile_id()))
  with check (profile_id = (select private.active_profile_id()));

create policy messages_select on public.messages for select to authenticated
  using (private.may_read_message(thread_id, sender_id, private_to));

-- Announcements: written by the class's teacher or the school's principal; read by them and,
-- once published, by the class's students and the students' guardians.
create or replace function private.may_post_to_class(p_class uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(p_class in (select private.teacher_class_ids())
                  or exists (select 1 from public.classes c
                             where c.id = p_class and c.school_id = (select private.principal_school_id())),
                  false);
end
$$;

create or replace function private.reads_class_announcements(p_class uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(p_class in (select private.student_class_ids())
                  or p_class in (select private.child_class_ids()),
                  false);
end
$$;

-- The reading rule: the class's staff (its teacher, the principal) always; the class's students
-- and their guardians once it is published. The select policy, the comments and the files all
-- ask it.
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

revoke update on public.announcements, public.announcement_comments from authenticated;

grant update (subject_id, title, body, attachments, comments_allowed, publish_at) on public.announcements
  to authenticated;

create policy announcements_select on public.announcements for select to authenticated
  using (private.reads_announcement(class_id, publish_at));

create policy announcements_insert on public.announcements for insert to authenticated
  with check (author_id = (select private.active_profile_id())
              and private.may_post_to_class(class_id)
              and private.own_message_files(author_id, attachments)
              and private.subject_in_class(subject_id, class_id));

create policy announcements_update_author on public.announcements for update to authenticated
  using (author_id = (select private.active_profile_id()) and private.may_post_to_class(class_id))
  with check (author_id = (select private.active_profile_id())
              and private.own_message_files(author_id, attachments)
              and private.subject_in_class(subject_id, class_id));

create policy announcements_delete_author on public.announcements for delete to authenticated
  using (author_id = (select private.active_profile_id()) or private.may_post_to_class(class_id));

create policy announcement_comments_select on public.announcement_comments for select to authenticated
  using (private.may_read_announcement(announcement_id));

create policy announcement_comments_insert on public.announcement_comments for insert to authenticated
  with check (author_id = (select private.active_profile_id())
              and private.may_read_announcement(announcement_id)
              and exists (select 1 from public.announcements a
                          where a.id = announcement_id and a.comments_allowed));

create policy announcement_comments_delete on public.announcement_comments for delete to authenticated
  using (author_id = (select private.active_profile_id())
         or exists (select 1 from public.announcements a
                    where a.id = announcement_id and private.may_post_to_class(a.class_id)));

select private.create_updated_at_triggers('announcements');

-- The readers are told when the announcement is published: now, or by the first read after a
-- scheduled time (announcement_notify_due(), which the inbox and dashboard call).
create or replace function private.notify_announcement(p_announcement uuid)
returns void language plpgsql security definer set search_path = ''
as $$
declare
  v_a public.announcements;
  v_readers uuid[];
begin
  select * into v_a from public.announcements where id = p_announcement;
  select array_agg(distinct r) into v_readers from (
    select e.student_id r from public.student_enrollments e where e.class_id = v_a.class_id and e.status = 'active'
    union
    select g.parent_id from public.student_enrollments e
    join public.guardian_links g on g.student_id = e.student_id
    where e.class_id = v_a.class_id and e.status = 'active') x;
  perform private.notify(coalesce(v_readers, '{}'), v_a.school_id, 'announcement_posted', 'New announcement',
                         v_a.title, 'info', '/announcements/' || v_a.id,
                         jsonb_build_object('announcement_id', v_a.id, 'title', v_a.title,
                                            'class', (select c.name from public.classes c where c.id = v_a.class_id),
                                            'sender', private.full_name(v_a.author_id)));
end
$$;

create table private.announcements_told (
  announcement_id uuid primary key references public.announcements (id) on delete cascade,
  told_at timestamptz not null default now()
);

create or replace function private.announcement_published()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  if new.publish_at <= now() then
    insert into private.announcements_told (announcement_id) values (new.id) on conflict do nothing;
    if found then
      perform private.notify_announcement(new.id);
    end if;
  end if;
  return null;
end
$$;

create trigger announcements_notify after insert or update of publish_at on public.announcements
  for each row execute function private.announcement_published();

-- Scheduled announcements whose time has come tell their readers once. Any signed-in read of
-- the announcements (and a scheduled job on hosted Supabase) may call it; it is idempotent.
create or replace function public.announcement_notify_due()
returns integer language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    insert into private.announcements_told (announcement_id)
    select a.id from public.announcements a
    where a.publish_at <= now()
      and not exists (select 1 from private.announcements_told t where t.announcement_id = a.id)
    on conflict do nothing
    returning announcement_id
  loop
    perform private.notify_announcement(v_id);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The names the pages show
-- ---------------------------------------------------------------------------------------
-- Profiles are not readable across roles (a guardian does not read a teacher's profile row, a
-- teacher not a guardian's), yet a person writing a message must find whom to write to, a
-- thread must say who wrote each message and, for its sender, who has read it, and comments
-- name their writers. These functions give a name and a role and nothing else, only for the
-- people the caller may write to, already shares a thread with, or reads on an announcement;
-- they use the rules above (private.may_message, private.my_thread_ids,
-- private.may_read_message, private.reads_announcement) as their filters.

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

-- ---------------------------------------------------------------------------------------
-- Files
-- ---------------------------------------------------------------------------------------
create or replace function private.may_read_message_file(p_name text)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    private.path_uuid(p_name, 1, 3) = (select private.active_profile_id())
    or exists (select 1 from public.messages m
               where p_name = any (m.attachments)
                 and private.may_read_message(m.thread_id, m.sender_id, m.private_to))
    or exists (select 1 from public.announcements a
               where p_name = any (a.attachments) and private.may_read_announcement(a.id)),
    false);
end
$$;

-- The sender adds files to their own folder and may remove one no message carries yet; nobody
-- replaces one (the storage migration's private.create_bucket_policies).
select private.create_bucket_policies(
  'message_files', 'message-files',
  'private.may_read_message_file(name)',
  'private.path_uuid(name, 1, 3) = (select private.active_profile_id())',
  null,
  'private.path_uuid(name, 1, 3) = (select private.active_profile_id())
   and not exists (select 1 from public.messages m where name = any (m.attachments))');

-- Each attachment's size, for the download links (read with the row, not asked of Storage a
-- file at a time).
create or replace function private.message_file_sizes(p_files text[])
returns bigint[] language sql stable set search_path = ''
as $$
  select coalesce(array_agg((o.metadata ->> 'size')::bigint order by f.n), '{}')
  from unnest(p_files) with ordinality f (name, n)
  left join storage.objects o on o.bucket_id = 'message-files' and o.name = f.name
$$;

comment on function private.message_file_sizes(text[]) is
  'Sizes in bytes of message-files objects, in the order named; null for one the caller may not read (runs as the caller, so the bucket''s select policy decides) or that is gone.';

create or replace function public.attachment_sizes(public.messages)
returns bigint[] language sql stable set search_path = ''
as $$
  select private.message_file_sizes($1.attachments)
$$;

create or replace function public.attachment_sizes(public.announcements)
returns bigint[] language sql stable set search_path = ''
as $$
  select private.message_file_sizes($1.attachments)
$$;

comment on function public.attachment_sizes(public.messages) is
  'Computed field: the sizes in bytes of the message''s attachments, in the order named; null for a file the caller may not read.';
comment on function public.attachment_sizes(public.announcements) is
  'Computed field: the sizes in bytes of the announcement''s attachments, in the order named; null for a file the caller may not read.';

-- ---------------------------------------------------------------------------------------
-- Functions' rights, and the live inbox
-- ---------------------------------------------------------------------------------------
revoke all on function private.is_staff_role(text), private.my_thread_ids(),
  private.may_read_message(uuid, uuid, uuid), private.may_message(uuid, uuid),
  private.may_see_participant(uuid, uuid),
  private.message_audience(uuid, text, uuid), private.check_message_files(uuid, text[]),
  private.own_message_files(uuid, text[]),
  private.may_post_to_class(uuid), private.reads_class_announcements(uuid),
  private.reads_announcement(uuid, timestamptz), private.subject_in_class(uuid, uuid),
  private.may_read_announcement(uuid), private.notify_announcement(uuid),
  private.announcement_published(), private.may_read_message_file(text),
  private.message_file_sizes(text[])
  from public, anon;

grant execute on function private.is_staff_role(text), private.my_thread_ids(),
  private.may_read_message(uuid, uuid, uuid), private.may_see_participant(uuid, uuid),
  private.may_post_to_class(uuid),
  private.own_message_files(uuid, text[]),
  private.reads_class_announcements(uuid), private.reads_announcement(uuid, timestamptz),
  private.subject_in_class(uuid, uuid), private.may_read_announcement(uuid),
  private.may_read_message_file(text), private.message_file_sizes(text[])
  to authenticated, service_role;

revoke all on function public.send_message(text, uuid, text, text, text, boolean, text[]),
  public.reply_to_thread(uuid, text, uuid, text[]), public.announcement_notify_due(),
  public.message_recipients(), public.message_thread_people(uuid[]),
  public.announcement_people(uuid[]), public.attachment_sizes(public.messages),
  public.attachment_sizes(public.announcements)
  from public, anon;

grant execute on function public.send_message(text, uuid, text, text, text, boolean, text[]),
  public.reply_to_thread(uuid, text, uuid, text[]), public.announcement_notify_due(),
  public.message_recipients(), public.message_thread_people(uuid[]),
  public.announcement_people(uuid[]), public.attachment_sizes(public.messages),
  public.attachment_sizes(public.announcements)
  to authenticated, service_role;

alter publication supabase_realtime add table public.messages, public.message_participants, public.announcements;

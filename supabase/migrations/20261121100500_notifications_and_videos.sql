-- Oppi data model, part 6: in-app notifications and the video library.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  user_id uuid not null,
  created_by uuid default auth.uid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  message text not null default '' check (length(message) <= 5000),
  type text not null default 'info' check (type in ('success', 'warning', 'error', 'info')),
  link text check (link ~ '^/[^/]'),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  constraint notifications_user_fkey foreign key (user_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint notifications_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;
create index notifications_school_idx on public.notifications (school_id);
create index notifications_created_by_idx on public.notifications (created_by);
comment on table public.notifications is 'user_id is the recipient''s profile id. Private to recipient and sender.';
comment on column public.notifications.link is 'Optional same-origin path to open, e.g. /student/assignments.';

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 300),
  description text check (length(description) <= 10000),
  storage_path text,
  external_url text check (external_url ~ '^https://'),
  captions_path text,
  captions_language text not null default 'en' check (captions_language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  transcript text,
  duration_seconds integer check (duration_seconds >= 0),
  subject_id uuid,
  is_public boolean not null default false,
  is_active boolean not null default true,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint videos_source_present check (storage_path is not null or external_url is not null),
  constraint videos_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete set null (subject_id),
  constraint videos_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);
create index videos_school_idx on public.videos (school_id, created_at desc);
create index videos_public_idx on public.videos (created_at desc) where is_public and is_active;
create index videos_subject_idx on public.videos (subject_id);
create index videos_created_by_idx on public.videos (created_by);
comment on column public.videos.captions_path is 'Storage path of the WebVTT captions track (language in captions_language).';
comment on column public.videos.is_public is 'Public and active videos are readable without signing in (/videos, /video/{id}).';

create trigger videos_set_updated_at before update on public.videos
  for each row execute function private.set_updated_at();

alter table public.notifications enable row level security;
alter table public.videos enable row level security;

revoke all on public.notifications, public.videos from anon;
grant select on public.videos to anon;
-- A recipient may only mark a notification read; everything else about it is fixed.
revoke update on public.notifications from authenticated;
grant update (read) on public.notifications to authenticated;
revoke delete on public.videos from authenticated;

create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select private.active_profile_id())
      or created_by = (select private.active_profile_id()));
create policy notifications_insert on public.notifications for insert to authenticated
  with check (created_by = (select private.active_profile_id())
          and (user_id = (select private.active_profile_id())
               or school_id = (select private.principal_school_id())
               or user_id = any (array(select private.teacher_student_ids()))));
create policy notifications_update_recipient on public.notifications for update to authenticated
  using (user_id = (select private.active_profile_id()))
  with check (user_id = (select private.active_profile_id()));
create policy notifications_delete_recipient on public.notifications for delete to authenticated
  using (user_id = (select private.active_profile_id()));

create policy videos_select_public on public.videos for select to anon, authenticated
  using (is_public and is_active);
create policy videos_select_school on public.videos for select to authenticated
  using ((is_active and school_id = (select private.active_school_id()))
      or school_id = (select private.principal_school_id())
      or created_by = (select private.active_profile_id()));
create policy videos_insert on public.videos for insert to authenticated
  with check (created_by = (select private.active_profile_id())
          and school_id = (select private.active_school_id())
          and (select private.active_app_role()) in ('principal', 'teacher'));
create policy videos_update on public.videos for update to authenticated
  using (school_id = (select private.principal_school_id())
      or created_by = (select private.active_profile_id()))
  with check (school_id = (select private.principal_school_id())
           or (created_by = (select private.active_profile_id())
               and school_id = (select private.active_school_id())));

-- Realtime: the app listens to its own profile row and to new notifications. The
-- publication exists on hosted Supabase; elsewhere this is a no-op.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.profiles, public.notifications;
  end if;
end
$$;

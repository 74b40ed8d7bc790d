-- Oppi data model: the video library — videos, caption tracks, the publishing rule, the video
-- files.
--
-- Teachers add videos to their subjects and the principal manages every video of the school;
-- the school's members see its published videos, and visitors the public published ones.
--
-- A video may be published (videos.is_active) only with at least one valid caption track:
-- deaf and hard-of-hearing students are in every school, and Finnish public-sector video must
-- be captioned. The database enforces it, so no client, import or script can publish an
-- uncaptioned video. Caption tracks are WebVTT text kept in video_captions rather than files
-- in Storage, for that reason: the database can read a track and check it is WebVTT, which it
-- cannot do for bytes in a bucket. The app validates every cue before saving (and reports the
-- line a broken file breaks on); the check here is the floor every writer must clear: the
-- header, at least one cue timing line, 5 MB at most.
--
-- A new video starts as a draft (is_active false), and a draft may wait for its file: the file
-- is uploaded under the video's id, so the row comes first. A source (file or link) is
-- required to publish. A written transcript is text that teachers paste; the form allows
-- 100,000 characters, and the table holds the same limit. videos.captions_path and
-- videos.captions_language are not read (caption tracks live in video_captions).

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 300),
  description text check (length(description) <= 10000),
  storage_path text,
  external_url text check (external_url ~ '^https://'),
  captions_path text,
  captions_language text not null default 'en' check (captions_language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  transcript text constraint videos_transcript_length check (transcript is null or length(transcript) <= 100000),
  duration_seconds integer check (duration_seconds >= 0),
  subject_id uuid,
  is_public boolean not null default false,
  is_active boolean not null default false,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint videos_id_school_key unique (id, school_id),
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

select private.create_updated_at_triggers('videos');

alter table public.videos enable row level security;

revoke all on public.notifications, public.videos from anon;

grant select on public.videos to anon;

revoke delete on public.videos from authenticated;

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

-- Whether a text is a WebVTT file with at least one cue: the WEBVTT header on the first line
-- (after an optional byte-order mark) and a `00:00.000 --> 00:01.000` timing line.
create or replace function private.is_webvtt(p_text text)
returns boolean language sql immutable set search_path = ''
as $$
  select coalesce(
    p_text ~ '^\uFEFF?WEBVTT([ \t][^\n]*)?(\r?\n|$)'
    and p_text ~ '(^|\n)[ \t]*(\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}',
    false)
$$;

grant execute on function private.is_webvtt(text) to authenticated, service_role;

create table public.video_captions (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  video_id uuid not null,
  language text not null check (language ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  content text not null
    check (octet_length(content) <= 5 * 1024 * 1024 and private.is_webvtt(content)),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint video_captions_language_key unique (video_id, language),
  constraint video_captions_video_fkey foreign key (video_id, school_id)
    references public.videos (id, school_id) on delete cascade,
  constraint video_captions_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by)
);

create index video_captions_school_idx on public.video_captions (school_id);

create index video_captions_created_by_idx on public.video_captions (created_by);

comment on table public.video_captions is
  'One WebVTT caption track per video and language. Readable by whoever may read the video.';

select private.create_updated_at_triggers('video_captions');

-- Who may change a video, its captions and its files: the school's principal, or the teacher
-- who added it (the same rule as the videos_update policy).
create or replace function private.may_manage_video(p_video_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.videos v
            where v.id = p_video_id
              and (v.school_id = (select private.principal_school_id())
                   or (v.created_by = (select private.active_profile_id())
                       and v.school_id = (select private.active_school_id())))),
    false);
end
$$;

revoke all on function private.may_manage_video(uuid) from public, anon, authenticated;

grant execute on function private.may_manage_video(uuid) to authenticated, service_role;

alter table public.video_captions enable row level security;

revoke all on public.video_captions from anon, authenticated;

grant select on public.video_captions to anon;

grant select, insert, update, delete on public.video_captions to authenticated;

-- Reading follows the video: the subquery runs as the caller, so the policies on videos decide.
create policy video_captions_select on public.video_captions for select to anon, authenticated
  using (exists (select 1 from public.videos v where v.id = video_id));

create policy video_captions_insert on public.video_captions for insert to authenticated
  with check (private.may_manage_video(video_id) and created_by = (select private.active_profile_id()));

create policy video_captions_update on public.video_captions for update to authenticated
  using (private.may_manage_video(video_id))
  with check (private.may_manage_video(video_id));

create policy video_captions_delete on public.video_captions for delete to authenticated
  using (private.may_manage_video(video_id));

-- ---------------------------------------------------------------------------------------
-- Publishing needs captions
-- ---------------------------------------------------------------------------------------
create or replace function private.video_needs_captions()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_video uuid;
begin
  -- One statement per table: a record's fields are resolved when the statement runs.
  if tg_table_name = 'videos' then
    v_video := new.id;
  else
    v_video := old.video_id;
  end if;
  if exists (select 1 from public.videos v where v.id = v_video and v.is_active)
     and not exists (select 1 from public.video_captions c where c.video_id = v_video) then
    raise exception 'A video needs at least one caption track before it is published'
      using errcode = '23514', constraint = 'videos_published_needs_captions';
  end if;
  if exists (select 1 from public.videos v
             where v.id = v_video and v.is_active and v.storage_path is null and v.external_url is null) then
    raise exception 'A video needs its file or a link before it is published'
      using errcode = '23514', constraint = 'videos_published_needs_source';
  end if;
  return null;
end;
$$;

-- Deferrable, so one transaction may add a published video and then its captions (the seed,
-- an import, a restore from the bin); every other writer is checked at the end of each
-- statement.
create constraint trigger videos_published_needs_captions
  after insert or update of is_active, storage_path, external_url on public.videos
  deferrable initially immediate
  for each row when (new.is_active) execute function private.video_needs_captions();

create constraint trigger video_captions_keep_one
  after delete or update of video_id on public.video_captions
  deferrable initially immediate
  for each row execute function private.video_needs_captions();

-- News when a published video first appears in a subject: published into it, moved into it, or
-- added already published. A row restored from the bin or loaded with its history is not news.
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

create trigger videos_notify_added after insert or update of is_active, subject_id on public.videos
  for each row execute function private.notify_video_added();

revoke all on function private.is_webvtt(text), private.video_needs_captions(), private.notify_video_added()
  from public, anon;

-- ---------------------------------------------------------------------------------------
-- The video files: one private bucket, <video_id>/<file>
-- ---------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', false, 500 * 1024 * 1024, array['video/mp4', 'video/webm'])
on conflict (id) do update
  set name = excluded.name, public = excluded.public,
      file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- Reading follows the video row (the subquery runs as the caller, so the videos policies
-- decide; visitors read public published videos). The path is matched as text, so a malformed
-- name simply matches no video.
select private.create_bucket_policies(
  'videos_files', 'videos',
  'exists (select 1 from public.videos v where v.id::text = split_part(name, ''/'', 1))
   and name ~ ''^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$''',
  'private.may_manage_video(private.path_uuid(name, 1, 2))',
  'private.may_manage_video(private.path_uuid(name, 1, 2))',
  'private.may_manage_video(private.path_uuid(name, 1, 2))',
  'anon, authenticated');

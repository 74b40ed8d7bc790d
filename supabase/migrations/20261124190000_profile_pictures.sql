-- Oppi data model: profile pictures.
--
-- A person's picture is an object of the avatars bucket in their own folder
-- (`<profile_id>/<file>`, see the storage buckets migration), and profiles.avatar_path names
-- the current one, so the header, which reads the profile row anyway, knows whether there is
-- a picture without asking Storage on every page.
--
-- Nobody writes the column. It follows the bucket: an object stored in (or renamed into) a
-- person's folder becomes their current picture, and removing (or renaming away) the current
-- one leaves none. Only the owner may add, rename or remove objects in their folder (the
-- avatars_* policies on storage.objects), so those policies stay the one rule for who may
-- change a picture, and the column never names another person's object or one that is gone.

alter table public.profiles
  add column avatar_path text
    constraint profiles_avatar_path_own_folder
    check (avatar_path is null or private.path_uuid(avatar_path, 1, 2) = id);
comment on column public.profiles.avatar_path is
  'The current profile picture: an object name in the avatars bucket, in this person''s folder. Kept by a trigger on storage.objects; read-only.';

create or replace function private.avatar_follows_objects()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = 'avatars' then
    update public.profiles p set avatar_path = null
    where p.id = private.path_uuid(old.name, 1, 2) and p.avatar_path = old.name;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = 'avatars' then
    update public.profiles p set avatar_path = new.name
    where p.id = private.path_uuid(new.name, 1, 2) and p.avatar_path is distinct from new.name;
  end if;
  return null;
end
$$;
revoke all on function private.avatar_follows_objects() from public, anon, authenticated;

-- Replacing an object's bytes under the same name (an upsert) changes neither column, so it
-- does not fire: the picture that is current stays current.
create trigger objects_avatar_follows
  after insert or delete or update of bucket_id, name on storage.objects
  for each row execute function private.avatar_follows_objects();

-- The app takes PNG, JPEG and WebP pictures (lib/files/rules.ts): GIFs are mostly animations,
-- which would move beside the person's name on every page with no way to pause them. The
-- bucket takes the same, so a picture stored past the app is held to it as well.
update storage.buckets
  set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp']
  where id = 'avatars';

-- A person's accessibility settings, kept with their account so they follow them to any device.
--
-- One row per profile, read with the shell's single profile read (an embed), written by the
-- owner only. Nobody else reads it: a teacher or principal never needs to know how someone has
-- set up their screen. The settings are validated by the app (a forgiving parser falls back to
-- the default for any bad value), so the database only insists on a JSON object.
--
-- adaptive_support records the support kinds (hearing, visual, cognitive, motor, non_verbal)
-- that were turned on for a student the first time; null means "not applied yet". Once it is
-- set, the student's own later changes are never overwritten by the adaptive defaults again.

create table public.accessibility_settings (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  settings jsonb not null default '{}' check (jsonb_typeof(settings) = 'object' and length(settings::text) <= 4000),
  adaptive_support text[] check (adaptive_support <@ array['hearing', 'visual', 'cognitive', 'motor', 'non_verbal']),
  banner_dismissed boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.accessibility_settings is
  'A person''s own accessibility settings (the nineteen of the panel), the adaptive support applied once for a student, and whether its banner was dismissed. Owner only.';

create trigger accessibility_settings_set_updated_at before update on public.accessibility_settings
  for each row execute function private.set_updated_at();

alter table public.accessibility_settings enable row level security;
-- profiles.id is the auth user id.
create policy accessibility_settings_select_own on public.accessibility_settings for select to authenticated
  using (profile_id = (select auth.uid()));
create policy accessibility_settings_insert_own on public.accessibility_settings for insert to authenticated
  with check (profile_id = (select auth.uid()));
create policy accessibility_settings_update_own on public.accessibility_settings for update to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));
revoke all on public.accessibility_settings from anon, authenticated;
grant select, insert (profile_id, settings, adaptive_support, banner_dismissed),
  update (profile_id, settings, adaptive_support, banner_dismissed) on public.accessibility_settings to authenticated;
-- (profile_id is updatable only so an upsert can name it; the policy keeps it the owner's id.)

-- Read-aloud settings (on/off, speed, pitch, volume, voice) kept with the account, beside the
-- accessibility settings, so that they follow the person to any device like the rest. The app
-- validates them (a forgiving parser falls back to the default for any bad value); the database
-- insists on a small JSON object. Owner only, by the table's existing policies.
alter table public.accessibility_settings
  add column speech jsonb check (speech is null or (jsonb_typeof(speech) = 'object' and length(speech::text) <= 1000));
comment on column public.accessibility_settings.speech is
  'Read-aloud settings: enabled, rate, pitch, volume, voice (a browser voice URI or "server"). Null: never changed.';
grant insert (speech), update (speech) on public.accessibility_settings to authenticated;

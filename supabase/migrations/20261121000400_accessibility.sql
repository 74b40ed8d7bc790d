-- Oppi data model: accessibility — the formal plan (accommodations, support services,
-- progress notes) and each person's own accessibility and read-aloud settings.
--
-- The plan says what to do for a student, so the student's teachers read it (unlike the
-- diagnosis in profile_sensitive). The principal maintains accommodations and services;
-- teachers record progress for their own students; the student and their linked parents read
-- them. A person's settings are theirs alone. The formal plan is part of the IEP: reading or
-- writing it asks for the second factor (private.aal_satisfied, see schools and people).

create table public.student_accommodations (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  student_id uuid not null,
  accommodation text not null check (accommodation in (
    'extended_time', 'reduced_distractions', 'large_print', 'screen_reader',
    'sign_language_interpreter', 'note_taker', 'alternative_format', 'assistive_technology',
    'frequent_breaks', 'preferential_seating', 'modified_assignments', 'oral_testing',
    'calculator_allowed', 'spell_check_allowed')),
  details text check (length(details) <= 2000),
  is_active boolean not null default true,
  start_date date,
  end_date date,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint student_accommodations_one_per_kind unique (student_id, accommodation),
  constraint student_accommodations_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint student_accommodations_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by),
  check (end_date is null or start_date is null or end_date >= start_date)
);

create index student_accommodations_school_idx on public.student_accommodations (school_id);

create index student_accommodations_created_by_idx on public.student_accommodations (created_by);

comment on column public.student_accommodations.details is
  'What to do in class (visible to the student''s teachers) — never the diagnosis.';

create table public.student_support_services (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  student_id uuid not null,
  service text not null check (service in (
    'speech_therapy', 'occupational_therapy', 'physical_therapy', 'counseling', 'tutoring',
    'behavioral_support', 'mobility_assistance', 'communication_assistance', 'academic_coaching',
    'social_skills_training', 'transition_services')),
  provider text check (length(provider) <= 200),
  frequency text check (length(frequency) <= 200),
  details text check (length(details) <= 2000),
  is_active boolean not null default true,
  start_date date,
  end_date date,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint student_support_services_one_per_kind unique (student_id, service),
  constraint student_support_services_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint student_support_services_created_by_fkey foreign key (created_by, school_id)
    references public.profiles (id, school_id) on delete set null (created_by),
  check (end_date is null or start_date is null or end_date >= start_date)
);

create index student_support_services_school_idx on public.student_support_services (school_id);

create index student_support_services_created_by_idx on public.student_support_services (created_by);

create table public.student_progress_tracking (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null default private.active_school_id() references public.schools (id) on delete cascade,
  student_id uuid not null,
  subject_id uuid,
  recorded_on date not null default current_date,
  metric text not null check (length(btrim(metric)) between 1 and 200),
  progress_score numeric(5, 2) check (progress_score between 0 and 100),
  goal text check (length(goal) <= 2000),
  comment text check (length(comment) <= 5000),
  recorded_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint student_progress_tracking_student_fkey foreign key (student_id, school_id)
    references public.profiles (id, school_id) on delete cascade,
  constraint student_progress_tracking_subject_fkey foreign key (subject_id, school_id)
    references public.subjects (id, school_id) on delete cascade,
  constraint student_progress_tracking_recorded_by_fkey foreign key (recorded_by, school_id)
    references public.profiles (id, school_id) on delete set null (recorded_by)
);

create index student_progress_tracking_student_idx on public.student_progress_tracking (student_id, recorded_on desc);

create index student_progress_tracking_subject_idx on public.student_progress_tracking (subject_id);

create index student_progress_tracking_school_idx on public.student_progress_tracking (school_id);

create index student_progress_tracking_recorded_by_idx on public.student_progress_tracking (recorded_by);

select private.create_updated_at_triggers('student_accommodations', 'student_support_services', 'student_progress_tracking');

create trigger student_accommodations_student_role before insert or update of student_id on public.student_accommodations
  for each row execute function private.check_profile_role('student_id', '{student}');

create trigger student_support_services_student_role before insert or update of student_id on public.student_support_services
  for each row execute function private.check_profile_role('student_id', '{student}');

create trigger student_progress_tracking_student_role before insert or update of student_id on public.student_progress_tracking
  for each row execute function private.check_profile_role('student_id', '{student}');

alter table public.student_accommodations enable row level security;

alter table public.student_support_services enable row level security;

alter table public.student_progress_tracking enable row level security;

revoke all on public.student_accommodations, public.student_support_services,
  public.student_progress_tracking from anon;

-- The plan's two tables share their rules: the principal writes them; the principal, the
-- student's teachers, the student and their linked parents read them; and both ask for the
-- second factor, the plan being part of the IEP.
do $$
declare
  plan_table text;
begin
  foreach plan_table in array array['student_accommodations', 'student_support_services'] loop
    execute format($policies$
      create policy %1$s_select on public.%1$I for select to authenticated
        using ((select private.aal_satisfied())
               and (school_id = (select private.principal_school_id())
                    or student_id = any (array(select private.teacher_student_ids()))
                    or student_id = (select private.active_profile_id())
                    or student_id = any (array(select private.parent_child_ids()))));
      create policy %1$s_insert on public.%1$I for insert to authenticated
        with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
      create policy %1$s_update on public.%1$I for update to authenticated
        using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()))
        with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
      create policy %1$s_delete on public.%1$I for delete to authenticated
        using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
    $policies$, plan_table);
  end loop;
end
$$;

create policy student_progress_tracking_select on public.student_progress_tracking for select to authenticated
  using (school_id = (select private.principal_school_id())
      or student_id = any (array(select private.teacher_student_ids()))
      or student_id = (select private.active_profile_id())
      or student_id = any (array(select private.parent_child_ids())));

create policy student_progress_tracking_insert on public.student_progress_tracking for insert to authenticated
  with check (school_id = (select private.principal_school_id())
           or (student_id = any (array(select private.teacher_student_ids()))
               and subject_id = any (array(select private.teacher_subject_ids()))
               and recorded_by = (select private.active_profile_id())));

create policy student_progress_tracking_update on public.student_progress_tracking for update to authenticated
  using (school_id = (select private.principal_school_id())
      or recorded_by = (select private.active_profile_id()))
  with check (school_id = (select private.principal_school_id())
           or (student_id = any (array(select private.teacher_student_ids()))
               and subject_id = any (array(select private.teacher_subject_ids()))
               and recorded_by = (select private.active_profile_id())));

create policy student_progress_tracking_delete on public.student_progress_tracking for delete to authenticated
  using (school_id = (select private.principal_school_id()));

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
--
-- speech holds the read-aloud settings (on/off, speed, pitch, volume, voice), validated the
-- same way; the database insists on a small JSON object.
--
-- (profile_id is updatable only so an upsert can name it; the policy keeps it the owner's id.)
create table public.accessibility_settings (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  settings jsonb not null default '{}' check (jsonb_typeof(settings) = 'object' and length(settings::text) <= 4000),
  adaptive_support text[] check (adaptive_support <@ array['hearing', 'visual', 'cognitive', 'motor', 'non_verbal']),
  banner_dismissed boolean not null default false,
  updated_at timestamptz not null default now(),
  speech jsonb check (speech is null or (jsonb_typeof(speech) = 'object' and length(speech::text) <= 1000))
);

comment on table public.accessibility_settings is
  'A person''s own accessibility settings (the nineteen of the panel), the adaptive support applied once for a student, and whether its banner was dismissed. Owner only.';

select private.create_updated_at_triggers('accessibility_settings');

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

comment on column public.accessibility_settings.speech is
  'Read-aloud settings: enabled, rate, pitch, volume, voice (a browser voice URI or "server"). Null: never changed.';

grant insert (speech), update (speech) on public.accessibility_settings to authenticated;

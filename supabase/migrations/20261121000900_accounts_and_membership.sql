-- Oppi data model: accounts and membership — profile creation at sign-up, approval,
-- invitations, parent linking, the sign-in throttle, account events, the auth hooks and
-- recovery codes.
--
-- Membership is decided by the school. A principal creates their school at sign-up. A
-- teacher, student or parent who signs up naming a school waits until the school's principal
-- approves them, and sees nothing of the school until then (every RLS helper requires an
-- active profile). Ways in that the school itself opened are immediate:
--   invitation  the principal invites a teacher, student or parent by e-mail;
--   student     through an open enrolment link of one of the school's subjects;
--   parent      whose proven e-mail the school recorded as a student's parent or guardian
--               e-mail (the e-mail links them to that child at once).
-- The principal lets members in and out (is_active), removes them through the bin (see the bin
-- migration) and may reset a member's lost second factor; each of these, and a person's own
-- recovery with a recovery code, is recorded in account_events, which the person concerned and
-- the principal read. Inviting, importing, revoking invitations and factor resets ask for the
-- second factor first (private.require_aal, see schools and people); the principal's view of
-- the invitations too.
--
-- Proof of address. Everything the school grants by an e-mail address — a link to a child whose
-- recorded parent or guardian e-mail it is, the activation of a recognised parent, an accepted
-- invitation (its role, its children) — is granted only to an account that has proven it
-- receives mail at that address. auth.users.email_confirmed_at is not such a proof: with
-- confirmations off the auth server sets it inside the sign-up itself, and GoTrue with
-- autoconfirm even confirms an existing unconfirmed (invited) account when someone else signs
-- up with its address. What does prove it is a session opened by something mailed to the
-- address: the access token's amr claim lists how its session was opened (GoTrue: otp for a
-- link or code verified without PKCE, magiclink, invite, email/signup, recovery, email_change
-- with PKCE), with a timestamp, and survives refresh. The app calls public.prove_email() after
-- such a sign-in; it records the proof in private.email_proofs and makes the grants. A proof
-- belongs to one address: changing the e-mail drops it, and a session opened before the change
-- does not prove the new address.
--
-- The sign-in lockout is kept by the auth server, not only the app (see "Sign-in throttle").
--
-- Sign-up metadata (raw_user_meta_data): first_name, last_name, role, school_name; a student
-- signing up through an enrolment link may send enroll_subject_id instead of school_name; an
-- invited person's account carries invitation_id.

-- The one place the rules live: returns the refusal message, or null when the sign-up is fine.
create or replace function private.signup_refusal(meta jsonb)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_role text := lower(btrim(coalesce(meta ->> 'role', '')));
  v_school text := btrim(coalesce(meta ->> 'school_name', ''));
  v_subject text := btrim(coalesce(meta ->> 'enroll_subject_id', ''));
begin
  if v_role = '' then
    return 'Role is required: principal, teacher, student or parent';
  end if;
  if v_role not in ('principal', 'teacher', 'student', 'parent') then
    return format('Unknown role: %s', v_role);
  end if;
  if v_role = 'student' and v_subject <> '' then
    if private.enrollment_link_school(v_subject) is null then
      return 'The enrollment link is invalid or expired.';
    end if;
    return null;
  end if;
  if v_school = '' then
    return 'School name is required';
  end if;
  if length(v_school) < 2 or length(v_school) > 200 then
    return 'School name must be 2 to 200 characters';
  end if;
  if v_role = 'principal' then
    if exists (select 1 from public.schools s where lower(btrim(s.name)) = lower(v_school)) then
      return 'School already exists: ask its principal to invite you';
    end if;
  elsif not exists (select 1 from public.schools s where lower(btrim(s.name)) = lower(v_school)) then
    return format('Unknown school: %s', v_school);
  end if;
  return null;
end;
$$;

-- School of an open enrolment link, or null (not found, revoked, expired, inactive).
create or replace function private.enrollment_link_school(p_subject text)
returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_school uuid;
begin
  begin
    v_id := p_subject::uuid;
  exception when invalid_text_representation then
    return null;
  end;
  select s.school_id into v_school
  from public.subjects s join public.classes c on c.id = s.class_id
  where s.id = v_id and s.enrollment_enabled and s.is_active and c.is_active
    and (s.enrollment_expires_at is null or s.enrollment_expires_at > now());
  return v_school;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Proof of address (see the top of this file)
-- ---------------------------------------------------------------------------------------
create table private.email_proofs (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  method text not null,
  proven_at timestamptz not null default now()
);

comment on table private.email_proofs is
  'The address each account has proven it receives mail at (see public.prove_email). Dropped when the address changes.';

create table private.email_changes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  changed_at timestamptz not null
);

comment on table private.email_changes is
  'When an account''s address last changed: only a session opened after it proves the new address.';

revoke all on table private.email_proofs, private.email_changes from public, anon, authenticated;

-- The account's address when it is proven, lower-cased; null otherwise.
create or replace function private.proven_email(p_user uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select pr.email from auth.users u join private.email_proofs pr on pr.user_id = u.id
  where u.id = p_user and pr.email = lower(btrim(u.email))
$$;

-- Parents of the student's school whose proven e-mail matches the student's parent_email or
-- guardian_email.
create or replace function private.student_email_matches(p_student uuid)
returns table (parent_id uuid, school_id uuid, source text)
language sql stable security definer
set search_path = ''
as $$
  select par.id, par.school_id,
         case when pr.email = lower(btrim(ps.parent_email)) then 'parent_email' else 'guardian_email' end
  from public.profiles st
  join public.profile_sensitive ps on ps.profile_id = st.id
  join public.profiles par on par.school_id = st.school_id and par.role = 'parent'
  join auth.users u on u.id = par.id
  join private.email_proofs pr on pr.user_id = u.id and pr.email = lower(btrim(u.email))
  where st.id = p_student and st.role = 'student'
    and pr.email in (lower(btrim(ps.parent_email)), lower(btrim(ps.guardian_email)))
$$;

-- Recompute the e-mail-derived links of one student. Manual links are left alone.
create or replace function private.relink_student(p_student uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.guardian_links g
  where g.student_id = p_student and g.source <> 'manual'
    and g.parent_id not in (select m.parent_id from private.student_email_matches(p_student) m);
  insert into public.guardian_links (school_id, parent_id, student_id, source)
  select m.school_id, m.parent_id, p_student, m.source from private.student_email_matches(p_student) m
  on conflict (parent_id, student_id) do nothing;
end;
$$;

-- Recompute the e-mail-derived links of one parent, from the proven address only.
create or replace function private.relink_parent(p_parent uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_school uuid;
  v_email text := private.proven_email(p_parent);
begin
  select p.school_id into v_school from public.profiles p where p.id = p_parent and p.role = 'parent';
  if v_school is null then
    return;
  end if;

  delete from public.guardian_links g
  where g.parent_id = p_parent and g.source <> 'manual'
    and (v_email is null or not exists (
      select 1 from public.profile_sensitive ps
      where ps.profile_id = g.student_id
        and (lower(btrim(ps.parent_email)) = v_email or lower(btrim(ps.guardian_email)) = v_email)));
  if v_email is null then
    return;
  end if;
  insert into public.guardian_links (school_id, parent_id, student_id, source)
  select v_school, p_parent, s.id,
         case when lower(btrim(ps.parent_email)) = v_email then 'parent_email' else 'guardian_email' end
  from public.profiles s join public.profile_sensitive ps on ps.profile_id = s.id
  where s.school_id = v_school and s.role = 'student'
    and (lower(btrim(ps.parent_email)) = v_email or lower(btrim(ps.guardian_email)) = v_email)
  on conflict (parent_id, student_id) do nothing;
end;
$$;

create or replace function private.handle_student_emails_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.relink_student(new.profile_id);
  return null;
end;
$$;

create trigger profile_sensitive_relink after update of parent_email, guardian_email on public.profile_sensitive
  for each row
  when (old.parent_email is distinct from new.parent_email or old.guardian_email is distinct from new.guardian_email)
  execute function private.handle_student_emails_changed();

-- ---------------------------------------------------------------------------------------
-- Auth hooks (config.toml [auth.hook.*]); the auth server calls them as supabase_auth_admin.
-- ---------------------------------------------------------------------------------------

-- Custom access-token hook: app_role, school_id and is_active in app_metadata, for routing
-- without a database call. The JWT role claim stays 'authenticated'. These claims are a
-- convenience only: RLS decides from tables, so a stale token grants nothing.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  v_claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  v_profile record;
begin
  select p.role, p.school_id, p.is_active into v_profile
  from public.profiles p where p.id = (event ->> 'user_id')::uuid;
  if found then
    v_claims := jsonb_set(v_claims, '{app_metadata}',
      coalesce(v_claims -> 'app_metadata', '{}'::jsonb)
        || jsonb_build_object('app_role', v_profile.role, 'school_id', v_profile.school_id,
                              'is_active', v_profile.is_active));
  end if;
  return jsonb_build_object('claims', v_claims);
end;
$$;

comment on function public.custom_access_token_hook(jsonb) is
  'Supabase custom access-token hook: adds app_metadata.app_role, school_id, is_active. Callable by supabase_auth_admin only.';

revoke all on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;

grant usage on schema public to supabase_auth_admin;

grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;

create policy profiles_select_auth_admin on public.profiles for select to supabase_auth_admin using (true);

-- Before-user-created hook: the same rules as the trigger, answered as a 400 with the
-- message, because hosted Supabase Auth reports a failing trigger only as
-- 'Database error saving new user'. The trigger stays as the guarantee.
create or replace function public.before_user_created_hook(event jsonb)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_refusal text := private.signup_refusal(
    coalesce(event -> 'user' -> 'user_metadata', event -> 'user' -> 'raw_user_meta_data', '{}'::jsonb),
    event -> 'user' ->> 'email');
begin
  if v_refusal is null then
    return '{}'::jsonb;
  end if;
  return jsonb_build_object('error', jsonb_build_object('http_code', 400, 'message', v_refusal));
end;
$$;

comment on function public.before_user_created_hook(jsonb) is
  'Supabase before-user-created hook: refuses a sign-up with the rule''s message (see private.signup_refusal).';

revoke all on function public.before_user_created_hook(jsonb) from public, anon, authenticated;

grant execute on function public.before_user_created_hook(jsonb) to supabase_auth_admin;

-- ---------------------------------------------------------------------------------------
-- Whether an account has a verified second factor, readable with the profile
-- ---------------------------------------------------------------------------------------
-- The app's gate sends an aal1 session that owes a second factor to the code step. The answer
-- lives in auth.mfa_factors, which the API does not expose (and asking the auth server would
-- cost a request per page), so a trigger keeps this one-to-one row in step with it and the
-- shell's single profile read embeds it. Only the owner reads it; nobody writes it through the
-- API (the trigger runs as its owner). A missing row means no verified factor.
create table public.account_security (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  has_verified_factor boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.account_security is
  'Mirror of auth.mfa_factors for the app''s gate: has the account a verified second factor. Owner-readable, trigger-written.';

alter table public.account_security enable row level security;

-- profiles.id is the auth user id.
create policy account_security_select_own on public.account_security for select to authenticated
  using (profile_id = (select auth.uid()));

revoke all on public.account_security from anon, authenticated;

grant select on public.account_security to authenticated;

create or replace function private.sync_account_security()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  insert into public.account_security (profile_id, has_verified_factor, updated_at)
  select p.id, exists (select 1 from auth.mfa_factors f where f.user_id = v_user and f.status = 'verified'), now()
  from public.profiles p
  where p.id = v_user
  on conflict (profile_id) do update
    set has_verified_factor = excluded.has_verified_factor, updated_at = excluded.updated_at;
  return null;
end;
$$;

revoke all on function private.sync_account_security() from public, anon, authenticated;

create trigger on_auth_factor_changed after insert or delete or update of status on auth.mfa_factors
  for each row execute function private.sync_account_security();

create or replace function private.profiles_stamp_approval()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_active and new.approved_at is null then
    new.approved_at := now();
  end if;
  return new;
end;
$$;

create trigger profiles_stamp_approval before insert or update of is_active on public.profiles
  for each row execute function private.profiles_stamp_approval();

-- A waiting parent whose proven e-mail now matches a child's recorded parent or guardian
-- e-mail is let in: the school wrote that address down, which is the school's decision.
-- Parents deactivated by the principal (approved before) are never re-activated here.
create or replace function private.activate_recognised_parent(p_parent uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles p set is_active = true
  where p.id = p_parent and p.role = 'parent' and not p.is_active and p.approved_at is null
    and exists (select 1 from public.guardian_links g where g.parent_id = p_parent);
end;
$$;

revoke all on function private.profiles_stamp_approval(), private.activate_recognised_parent(uuid)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Invitations
-- ---------------------------------------------------------------------------------------
-- How a school brings people in. The principal invites a teacher, student or parent by e-mail
-- (one by one, or students from a class list); the invited person's account is created by the
-- auth server's invite (the e-mail carries the accept link) with the invitation's id in its
-- metadata, and the sign-up trigger turns that into an active member of the school with the
-- role, class and children the principal chose.
--
-- Writes go through the functions below (security definer, principal only), so the rules live
-- in one place: one open invitation per school and e-mail (inviting again updates it), nobody
-- who already has an account is invited, a parent's children must be students of the school.
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  school_id uuid not null references public.schools (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320),
  role text not null check (role in ('teacher', 'student', 'parent')),
  first_name text not null default '' check (length(first_name) <= 100),
  last_name text not null default '' check (length(last_name) <= 100),
  grade_level smallint check (grade_level between 1 and 12),
  class_id uuid,
  parent_email text check (parent_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(parent_email) <= 320),
  child_ids uuid[] not null default '{}',
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  user_id uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  constraint invitations_class_fkey foreign key (class_id, school_id)
    references public.classes (id, school_id) on delete set null (class_id),
  constraint invitations_children_only_for_parents check (role = 'parent' or child_ids = '{}'),
  constraint invitations_class_only_for_students check (role = 'student' or (class_id is null and grade_level is null and parent_email is null))
);

create or replace function private.handle_new_user()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_role text := lower(btrim(coalesce(meta ->> 'role', '')));
  v_school_name text := btrim(coalesce(meta ->> 'school_name', ''));
  v_subject text := btrim(coalesce(meta ->> 'enroll_subject_id', ''));
  v_refusal text := private.signup_refusal(meta, new.email);
  v_invitation public.invitations;
  v_school uuid;
  v_by_link boolean := false;
begin
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = 'P0001';
  end if;
  v_invitation := private.open_invitation(meta, new.email);
  if v_invitation.id is not null then
    perform private.accept_invitation(new.id, new.email, v_invitation);
    return new;
  end if;
  if v_role = 'principal' then
    begin
      insert into public.schools (name) values (v_school_name) returning id into v_school;
    exception when unique_violation then
      -- Two principals racing for one name: the loser gets the same answer as a late one.
      raise exception 'School already exists: ask its principal to invite you' using errcode = 'P0001';
    end;
  elsif v_role = 'student' and v_subject <> '' then
    v_school := private.enrollment_link_school(v_subject);
    v_by_link := true;
  else
    select s.id into v_school from public.schools s where lower(btrim(s.name)) = lower(v_school_name);
  end if;

  -- Only the founder of a new school and a student arriving through the school's own link
  -- start active; everyone else who named a school waits for its principal.
  insert into public.profiles (id, user_id, school_id, role, first_name, last_name, email, is_active)
  values (new.id, new.id, v_school, v_role,
          left(btrim(coalesce(meta ->> 'first_name', '')), 100),
          left(btrim(coalesce(meta ->> 'last_name', '')), 100),
          coalesce(new.email, ''),
          v_role = 'principal' or v_by_link);

  if v_role = 'parent' then
    perform private.relink_parent(new.id);
    perform private.activate_recognised_parent(new.id);
  end if;
  return new;
end;
$$;

-- A new address is unproven; the grants of the old one are recomputed (links by e-mail go).
create or replace function private.handle_user_updated()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = coalesce(new.email, '') where id = new.id;
    delete from private.email_proofs where user_id = new.id;
    insert into private.email_changes (user_id, changed_at) values (new.id, now())
    on conflict (user_id) do update set changed_at = excluded.changed_at;
  end if;
  perform private.relink_parent(new.id);
  perform private.activate_recognised_parent(new.id);
  return new;
end;
$$;

comment on function private.handle_new_user() is
  'After insert on auth.users: creates the profile (and for a principal the school) from the sign-up metadata, or refuses the sign-up.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_email_changed after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.handle_user_updated();

create unique index invitations_school_email_key on public.invitations (school_id, lower(email));

create index invitations_class_idx on public.invitations (class_id);

create index invitations_invited_by_idx on public.invitations (invited_by);

create index invitations_user_idx on public.invitations (user_id);

comment on table public.invitations is
  'A school''s invitations by e-mail. Written only through invite_member, import_students and revoke_invitation; accepted by the sign-up trigger.';

comment on column public.invitations.user_id is 'The account created for this invitation (set when the auth server creates it).';

comment on column public.invitations.accepted_at is
  'When the invited person proved the invited address (see public.prove_email) and was let in.';

select private.create_updated_at_triggers('invitations');

alter table public.invitations enable row level security;

revoke all on public.invitations from anon, authenticated;

grant select on public.invitations to authenticated;

create policy invitations_select_principal on public.invitations for select to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

-- The invitation a sign-up refers to, if it is open and was sent to this e-mail address.
create or replace function private.open_invitation(meta jsonb, p_email text)
returns public.invitations
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_row public.invitations;
begin
  begin
    v_id := nullif(btrim(coalesce(meta ->> 'invitation_id', '')), '')::uuid;
  exception when invalid_text_representation then
    return null;
  end;
  select i.* into v_row from public.invitations i
  where i.id = v_id and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
    and lower(i.email) = lower(btrim(coalesce(p_email, '')));
  return v_row;
end;
$$;

-- The sign-up rules with invitations: a sign-up that names an invitation is judged by it alone
-- (open, and for this e-mail address). The auth.users trigger and before_user_created_hook ask
-- this one; signup_refusal(jsonb) above is the rule without invitations.
create or replace function private.signup_refusal(meta jsonb, p_email text)
returns text
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if nullif(btrim(coalesce(meta ->> 'invitation_id', '')), '') is not null then
    if (private.open_invitation(meta, p_email)).id is null then
      return 'The invitation is invalid, expired or for another e-mail address.';
    end if;
    return null;
  end if;
  return private.signup_refusal(meta);
end;
$$;

comment on function private.signup_refusal(jsonb) is
  'Sign-up rules as one function: the refusal message for this metadata, or null. Used by the auth.users trigger and by before_user_created_hook.';

revoke all on function private.signup_refusal(jsonb), private.enrollment_link_school(text),
  private.handle_new_user(), private.student_email_matches(uuid), private.relink_student(uuid), private.relink_parent(uuid),
  private.handle_user_updated(), private.handle_student_emails_changed()
  from public, anon, authenticated;

-- An account made for an invitation starts as a waiting member of the invitation's school; the
-- invitation is accepted (active, with the children the principal chose) when the invited
-- address is proven, in private.complete_invitation.
create or replace function private.accept_invitation(p_user uuid, p_email text, inv public.invitations)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, user_id, school_id, role, first_name, last_name, email, is_active, grade_level)
  values (p_user, p_user, inv.school_id, inv.role, inv.first_name, inv.last_name, coalesce(p_email, ''), false,
          inv.grade_level);
  if inv.role = 'student' then
    if inv.parent_email is not null then
      update public.profile_sensitive set parent_email = inv.parent_email where profile_id = p_user;
    end if;
    if inv.class_id is not null then
      insert into public.student_enrollments (school_id, student_id, class_id)
      values (inv.school_id, p_user, inv.class_id)
      on conflict (student_id, class_id) do nothing;
    end if;
  end if;
  update public.invitations set user_id = p_user where id = inv.id;
end;
$$;

-- The invitation of an account whose proven address is the invited one: the member is let in
-- (unless the principal already decided: approved and then deactivated), a parent is linked to
-- the children named in it, and the invitation is accepted.
create or replace function private.complete_invitation(p_user uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_inv public.invitations;
begin
  select i.* into v_inv from public.invitations i
  where i.user_id = p_user and i.accepted_at is null and i.revoked_at is null
    and lower(i.email) = private.proven_email(p_user)
  order by i.created_at desc limit 1;
  if v_inv.id is null then
    return;
  end if;
  update public.profiles p set is_active = true
  where p.id = p_user and p.school_id = v_inv.school_id and not p.is_active and p.approved_at is null;
  if v_inv.role = 'parent' then
    insert into public.guardian_links (school_id, parent_id, student_id, source)
    select v_inv.school_id, p_user, s.id, 'manual'
    from public.profiles s
    where s.id = any (v_inv.child_ids) and s.school_id = v_inv.school_id and s.role = 'student'
      and exists (select 1 from public.profiles par
                  where par.id = p_user and par.school_id = v_inv.school_id and par.role = 'parent')
    on conflict (parent_id, student_id) do nothing;
  end if;
  update public.invitations set accepted_at = now() where id = v_inv.id;
end;
$$;

-- Everything granted by a proven address, made (again) once it is proven.
create or replace function private.grant_by_proven_email(p_user uuid)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.complete_invitation(p_user);
  perform private.relink_parent(p_user);
  perform private.activate_recognised_parent(p_user);
end;
$$;

-- How a session proves the address: opened by something mailed to it. GoTrue names a link or
-- code verified without PKCE 'otp', which is also its name for an SMS code; Oppi has no phone
-- sign-in, and 'otp' counts only for an account without a phone number.
create or replace function private.address_proving_method(p_claims jsonb, p_user uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select a ->> 'method'
  from auth.users u,
       jsonb_array_elements(case when jsonb_typeof(p_claims -> 'amr') = 'array' then p_claims -> 'amr' else '[]'::jsonb end) a
  where u.id = p_user
    and jsonb_typeof(a) = 'object'
    and ((a ->> 'method') in ('magiclink', 'invite', 'email/signup', 'recovery', 'email_change')
         or ((a ->> 'method') = 'otp' and coalesce(u.phone, '') = ''))
    and coalesce(a ->> 'timestamp', '') ~ '^\d{1,12}$'
    -- A session opened before the address changed proved the old address, not this one.
    and not exists (select 1 from private.email_changes c
                    where c.user_id = p_user and (a ->> 'timestamp')::bigint <= extract(epoch from c.changed_at))
  limit 1
$$;

-- Called by the app after a sign-in by link or code: records that the caller's session proves
-- their current address and makes what that address grants. True when the address is proven
-- (now or before), false when this session does not prove it (a password sign-in, say).
create or replace function public.prove_email()
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_claims jsonb := coalesce((select auth.jwt()), '{}'::jsonb);
  v_email text;
  v_method text;
begin
  if v_user is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  select lower(btrim(u.email)) into v_email from auth.users u where u.id = v_user;
  if coalesce(v_email, '') = '' then
    return false;
  end if;
  if private.proven_email(v_user) is null then
    -- The token must be about this address: its email claim is the account's address.
    if lower(btrim(coalesce(v_claims ->> 'email', ''))) <> v_email then
      return false;
    end if;
    v_method := private.address_proving_method(v_claims, v_user);
    if v_method is null then
      return false;
    end if;
    insert into private.email_proofs (user_id, email, method) values (v_user, v_email, v_method)
    on conflict (user_id) do update set email = excluded.email, method = excluded.method, proven_at = now();
  end if;
  perform private.grant_by_proven_email(v_user);
  return true;
end;
$$;

comment on function public.prove_email() is
  'After a sign-in by an e-mailed link or code: records that the caller proved their address (from the token''s amr) and links/accepts what it grants. False when the session proves nothing.';

-- Whether the caller's address is proven (the app asks before it offers to send a link).
create or replace function public.email_proven()
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.proven_email((select auth.uid())) is not null
$$;

comment on function public.email_proven() is 'Whether the caller has proven their current e-mail address.';

revoke all on function private.proven_email(uuid), private.complete_invitation(uuid),
  private.grant_by_proven_email(uuid), private.address_proving_method(jsonb, uuid)
  from public, anon, authenticated;

revoke all on function public.prove_email(), public.email_proven() from public, anon;

grant execute on function public.prove_email(), public.email_proven() to authenticated;

-- One invitation, checked and written. Returns the invitation id, or raises with a message the
-- app translates (the text before the colon is a stable code).
create or replace function private.write_invitation(
  p_school uuid, p_by uuid, p_email text, p_role text, p_first text, p_last text,
  p_grade smallint, p_class uuid, p_parent_email text, p_children uuid[])
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_id uuid;
begin
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 320 then
    raise exception 'invalid_email: %', v_email using errcode = '22023';
  end if;
  if coalesce(p_role, '') not in ('teacher', 'student', 'parent') then
    raise exception 'invalid_role: %', p_role using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception 'already_registered: %', v_email using errcode = '23505';
  end if;
  if p_class is not null and not exists (select 1 from public.classes c where c.id = p_class and c.school_id = p_school) then
    raise exception 'unknown_class' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_children, '{}')) c(id)
             where not exists (select 1 from public.profiles s
                               where s.id = c.id and s.school_id = p_school and s.role = 'student')) then
    raise exception 'unknown_child' using errcode = '22023';
  end if;
  insert into public.invitations as i (school_id, email, role, first_name, last_name, grade_level, class_id,
                                       parent_email, child_ids, invited_by)
  values (p_school, v_email, p_role, left(btrim(coalesce(p_first, '')), 100), left(btrim(coalesce(p_last, '')), 100),
          p_grade, p_class, nullif(lower(btrim(coalesce(p_parent_email, ''))), ''), coalesce(p_children, '{}'), p_by)
  on conflict (school_id, lower(email)) do update
    set role = excluded.role, first_name = excluded.first_name, last_name = excluded.last_name,
        grade_level = excluded.grade_level, class_id = excluded.class_id, parent_email = excluded.parent_email,
        child_ids = excluded.child_ids, invited_by = excluded.invited_by,
        expires_at = now() + interval '14 days', revoked_at = null
    where i.accepted_at is null and i.user_id is null
  returning i.id into v_id;
  if v_id is null then
    raise exception 'already_registered: %', v_email using errcode = '23505';
  end if;
  return v_id;
end;
$$;

create or replace function private.invite_member(
  email text, role text, first_name text default '', last_name text default '',
  grade_level smallint default null, class_id uuid default null, parent_email text default null,
  child_ids uuid[] default '{}')
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
begin
  if v_school is null then
    raise exception 'Only an active principal can invite people' using errcode = '42501';
  end if;
  if invite_member.role = 'teacher' or invite_member.role = 'parent' then
    if invite_member.grade_level is not null or invite_member.class_id is not null or invite_member.parent_email is not null then
      raise exception 'invalid_role: %', invite_member.role using errcode = '22023';
    end if;
  end if;
  if invite_member.role <> 'parent' and coalesce(array_length(invite_member.child_ids, 1), 0) > 0 then
    raise exception 'invalid_role: %', invite_member.role using errcode = '22023';
  end if;
  return private.write_invitation(v_school, (select auth.uid()), invite_member.email, invite_member.role,
    invite_member.first_name, invite_member.last_name, invite_member.grade_level, invite_member.class_id,
    invite_member.parent_email, invite_member.child_ids);
end;
$$;

create or replace function private.revoke_invitation(invitation_id uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.invitations i set revoked_at = now()
  where i.id = revoke_invitation.invitation_id and i.school_id = (select private.principal_school_id())
    and i.accepted_at is null and i.user_id is null;
  if not found then
    raise exception 'Invitation not found or already used' using errcode = '42501';
  end if;
end;
$$;

-- A class list, row by row: first_name, last_name, email, grade_level, class (a class name of
-- the school), parent_email. Every row is checked and reported (line, outcome, error codes);
-- with commit, the valid rows are written in this one transaction and the invalid ones are not
-- written at all. A student who already has an account in the school is updated (names, grade,
-- parent e-mail, class); anyone else gets an invitation, so importing the same list again
-- updates instead of duplicating.
create or replace function private.import_students(rows jsonb, commit boolean default false)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_row jsonb;
  v_line int := 0;
  v_errors text[];
  v_email text;
  v_first text;
  v_last text;
  v_grade_text text;
  v_grade smallint;
  v_class_name text;
  v_class uuid;
  v_parent text;
  v_existing public.profiles;
  v_outcome text;
  v_report jsonb := '[]'::jsonb;
  v_seen text[] := '{}';
begin
  if v_school is null then
    raise exception 'Only an active principal can import students' using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' then
    raise exception 'rows must be an array' using errcode = '22023';
  end if;
  if jsonb_array_length(rows) > 2000 then
    raise exception 'too_many_rows' using errcode = '22023';
  end if;
  for v_row in select value from jsonb_array_elements(rows) loop
    v_line := v_line + 1;
    v_errors := '{}';
    v_class := null;
    v_grade := null;
    v_existing := null;
    v_first := btrim(coalesce(v_row ->> 'first_name', ''));
    v_last := btrim(coalesce(v_row ->> 'last_name', ''));
    v_email := lower(btrim(coalesce(v_row ->> 'email', '')));
    v_grade_text := btrim(coalesce(v_row ->> 'grade_level', ''));
    v_class_name := btrim(coalesce(v_row ->> 'class', ''));
    v_parent := nullif(lower(btrim(coalesce(v_row ->> 'parent_email', ''))), '');

    if v_first = '' then v_errors := array_append(v_errors, 'first_name_required'); end if;
    if length(v_first) > 100 then v_errors := array_append(v_errors, 'first_name_too_long'); end if;
    if v_last = '' then v_errors := array_append(v_errors, 'last_name_required'); end if;
    if length(v_last) > 100 then v_errors := array_append(v_errors, 'last_name_too_long'); end if;
    if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_email) > 320 then
      v_errors := array_append(v_errors, 'email_invalid');
    elsif v_email = any (v_seen) then
      v_errors := array_append(v_errors, 'email_repeated');
    end if;
    if v_grade_text <> '' then
      if v_grade_text ~ '^\d{1,2}$' then
        v_grade := v_grade_text::smallint;
      end if;
      if v_grade is null or v_grade not between 1 and 12 then
        v_errors := array_append(v_errors, 'grade_invalid');
        v_grade := null;
      end if;
    end if;
    if v_class_name <> '' then
      select c.id into v_class from public.classes c
      where c.school_id = v_school and lower(btrim(c.name)) = lower(v_class_name) and c.is_active
      order by c.created_at limit 1;
      if v_class is null then v_errors := array_append(v_errors, 'class_unknown'); end if;
    end if;
    if v_parent is not null and (v_parent !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(v_parent) > 320) then
      v_errors := array_append(v_errors, 'parent_email_invalid');
    end if;
    if 'email_invalid' <> all (v_errors) then
      select p.* into v_existing from public.profiles p where lower(p.email) = v_email;
      if v_existing.id is not null and (v_existing.school_id <> v_school or v_existing.role <> 'student') then
        v_errors := array_append(v_errors, 'email_taken');
      elsif v_existing.id is null and exists (select 1 from auth.users u where lower(u.email) = v_email) then
        v_errors := array_append(v_errors, 'email_taken');
      end if;
    end if;
    v_seen := array_append(v_seen, v_email);

    if cardinality(v_errors) > 0 then
      v_outcome := 'error';
    elsif v_existing.id is not null then
      v_outcome := 'update';
    elsif exists (select 1 from public.invitations i where i.school_id = v_school and lower(i.email) = v_email) then
      v_outcome := 'update';
    else
      v_outcome := 'new';
    end if;

    if commit and v_outcome <> 'error' then
      if v_existing.id is not null then
        update public.profiles set first_name = v_first, last_name = v_last,
          grade_level = coalesce(v_grade, grade_level)
        where id = v_existing.id;
        if v_parent is not null then
          update public.profile_sensitive set parent_email = v_parent where profile_id = v_existing.id;
        end if;
        if v_class is not null then
          insert into public.student_enrollments (school_id, student_id, class_id)
          values (v_school, v_existing.id, v_class)
          on conflict (student_id, class_id) do update set status = 'active';
        end if;
      else
        perform private.write_invitation(v_school, (select auth.uid()), v_email, 'student', v_first, v_last,
                                         v_grade, v_class, v_parent, '{}');
      end if;
    end if;
    v_report := v_report || jsonb_build_object('line', v_line, 'email', v_email, 'outcome', v_outcome,
                                               'errors', to_jsonb(v_errors));
  end loop;
  return jsonb_build_object(
    'committed', commit,
    'rows', v_report,
    'new', (select count(*) from jsonb_array_elements(v_report) r where r ->> 'outcome' = 'new'),
    'updated', (select count(*) from jsonb_array_elements(v_report) r where r ->> 'outcome' = 'update'),
    'errors', (select count(*) from jsonb_array_elements(v_report) r where r ->> 'outcome' = 'error'));
end;
$$;

-- The class-list import also invites the parents it names. A `parent_email` column already records
-- each student's parent address (the student is linked to a parent who proves that address);
-- with invite_parents the same import also writes a parent invitation to each such address that
-- has no account yet, in the same transaction as the students. The invitation goes through the
-- existing mechanism: the parent becomes a member, and is linked to the child whose
-- parent_email it is, only once they have proven the address (the accounts and membership
-- migration). The preview (commit false) says what would happen to each address and writes
-- nothing.

-- One entry per distinct parent address of the rows the import accepts:
--   invite      an invitation is (or, in the preview, would be) written and mailed
--   registered  an account has the address: nothing to send, the address links it when proven
--   skipped     the address is a student's of this list, or has an open invitation of another role
create or replace function private.import_parent_invitations(p_rows jsonb, p_report jsonb, p_commit boolean)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_students text[];
  v_entry record;
  v_outcome text;
  v_result jsonb := '[]'::jsonb;
begin
  select coalesce(array_agg(lower(btrim(r.value ->> 'email'))), '{}') into v_students
  from jsonb_array_elements(p_rows) r;
  for v_entry in
    select lower(btrim(r.value ->> 'parent_email')) as email,
           array_agg(r.ordinality::int order by r.ordinality) as lines
    from jsonb_array_elements(p_rows) with ordinality r
    join jsonb_array_elements(p_report -> 'rows') rep on (rep.value ->> 'line')::int = r.ordinality
    where rep.value ->> 'outcome' <> 'error'
      and coalesce(btrim(r.value ->> 'parent_email'), '') <> ''
    group by 1
    order by min(r.ordinality)
  loop
    if exists (select 1 from auth.users u where lower(u.email) = v_entry.email) then
      v_outcome := 'registered';
    elsif v_entry.email = any (v_students)
       or exists (select 1 from public.invitations i
                  where i.school_id = v_school and lower(i.email) = v_entry.email and i.role <> 'parent'
                    and i.accepted_at is null and i.revoked_at is null) then
      v_outcome := 'skipped';
    else
      v_outcome := 'invite';
      if p_commit then
        perform private.write_invitation(v_school, (select auth.uid()), v_entry.email, 'parent', '', '',
                                         null, null, null, '{}');
      end if;
    end if;
    v_result := v_result || jsonb_build_object('email', v_entry.email, 'lines', to_jsonb(v_entry.lines),
                                               'outcome', v_outcome);
  end loop;
  return v_result;
end;
$$;

-- The principal's import (aal2 where a factor is owed, one transaction), with the parents'
-- invitations when asked for; the report gains `parents` (empty when not asked). Unlike the
-- other guarded functions (the bin migration's last section) it does more than run its body, so
-- it is written out here.
create function public.import_students(rows jsonb, commit boolean default false,
                                       invite_parents boolean default false)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_report jsonb;
begin
  perform private.require_aal();
  v_report := private.import_students($1, $2);
  return v_report || jsonb_build_object('parents',
    case when $3 then private.import_parent_invitations($1, v_report, $2) else '[]'::jsonb end);
end
$$;

comment on function public.import_students(jsonb, boolean, boolean) is
  'A class list: checked (commit false) or imported; with invite_parents, each new parent address is invited too (report.parents).';

revoke all on function private.import_parent_invitations(jsonb, jsonb, boolean) from public, anon, authenticated;
-- The body itself is the service role's, which owes no factor.
revoke all on function private.import_students(jsonb, boolean) from public, anon, authenticated;
grant execute on function private.import_students(jsonb, boolean) to service_role;
revoke all on function public.import_students(jsonb, boolean, boolean) from public, anon;
grant execute on function public.import_students(jsonb, boolean, boolean) to authenticated, service_role;

revoke all on function private.open_invitation(jsonb, text), private.signup_refusal(jsonb, text),
  private.accept_invitation(uuid, text, public.invitations), private.handle_new_user(),
  private.handle_user_updated(),
  private.write_invitation(uuid, uuid, text, text, text, text, smallint, uuid, text, uuid[])
  from public, anon, authenticated;

-- The API's public.invite_member and revoke_invitation ask for the second factor first (the
-- bin migration's last section).

-- ---------------------------------------------------------------------------------------
-- Sign-in throttle
-- ---------------------------------------------------------------------------------------
-- Repeated wrong passwords slow an account down. The auth server limits requests per address
-- but not per account, so the app asks here before it tries a password and reports each
-- failure: from the fifth failure in a row the account waits 30 s, doubling with every further
-- failure up to 15 minutes. A success clears the count. Failures older than an hour are
-- forgotten.
--
-- Anyone may report a failure for any address (that is what typing a wrong password does
-- anyway), so the worst an attacker achieves is the same wait a guesser would cause; nobody
-- learns whether the address has an account, because the answer is the same either way.
--
-- The auth server keeps the same lockout, so guesses sent straight to auth/v1/token wait too:
-- its password verification attempt hook (config.toml
-- [auth.hook.password_verification_attempt]) calls public.password_verification_attempt_hook
-- after every password it compares for an existing account. While the account must wait, the
-- attempt is refused whatever the password (so even the right one does not sign in before the
-- wait is over); a wrong password counts as a failure; a right one clears the count. The
-- refusal reads exactly like a wrong password ("Invalid login credentials"), so a guesser learns
-- nothing from it; the app tells the person the wait, read from this table (the one source of
-- truth) through public.sign_in_wait. The auth server only asks about existing accounts, and
-- the app still reports every failure it sees, so an address without an account slows down the
-- same way. A failure the auth server has already handled is marked (awaiting_app_report), and
-- the app's report of that same failure only clears the mark, so no failure counts twice.
create table private.sign_in_failures (
  email_key text primary key,
  failures integer not null default 0,
  last_failed_at timestamptz not null default now(),
  locked_until timestamptz,
  awaiting_app_report boolean not null default false
);

create index sign_in_failures_last_failed_idx on private.sign_in_failures (last_failed_at);

create or replace function private.sign_in_wait_seconds(p_key text)
returns integer
language sql stable security definer
set search_path = ''
as $$
  select coalesce(greatest(0, ceil(extract(epoch from (f.locked_until - now()))))::integer, 0)
  from private.sign_in_failures f where f.email_key = p_key
$$;

-- Seconds the address must still wait before a password may be tried (0: go ahead).
create or replace function public.sign_in_wait(email text)
returns integer
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return coalesce(private.sign_in_wait_seconds(lower(btrim(coalesce(sign_in_wait.email, '')))), 0);
end;
$$;

-- Counts one failure for the key (the rules above); returns the wait now in force, in seconds.
create or replace function private.count_sign_in_failure(p_key text)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_failures integer;
begin
  delete from private.sign_in_failures f where f.last_failed_at < now() - interval '1 hour';
  insert into private.sign_in_failures as f (email_key, failures, last_failed_at)
  values (p_key, 1, now())
  on conflict (email_key) do update set failures = f.failures + 1, last_failed_at = now()
  returning f.failures into v_failures;
  if v_failures >= 5 then
    update private.sign_in_failures f
    set locked_until = now() + least(interval '15 minutes', interval '30 seconds' * power(2, v_failures - 5))
    where f.email_key = p_key;
  end if;
  return private.sign_in_wait_seconds(p_key);
end;
$$;

-- The app's report of a failed password for the address; returns the wait now in force.
create or replace function public.record_sign_in_failure(email text)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_key text := lower(btrim(coalesce(record_sign_in_failure.email, '')));
begin
  if v_key = '' or length(v_key) > 320 then
    return 0;
  end if;
  update private.sign_in_failures f set awaiting_app_report = false
  where f.email_key = v_key and f.awaiting_app_report;
  if found then
    return private.sign_in_wait_seconds(v_key);
  end if;
  return private.count_sign_in_failure(v_key);
end;
$$;

-- GoTrue's password verification attempt hook. Input {metadata, user_id, valid}; output
-- {decision: "continue" | "reject", message}. GoTrue runs it in a transaction of its own, so a
-- failure recorded here stays although the sign-in then fails.
create or replace function public.password_verification_attempt_hook(event jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_key text;
begin
  select lower(btrim(coalesce(u.email, ''))) into v_key
  from auth.users u where u.id = (event ->> 'user_id')::uuid;
  if coalesce(v_key, '') = '' then
    return jsonb_build_object('decision', 'continue');
  end if;
  if private.sign_in_wait_seconds(v_key) > 0 then
    -- Not counted: a refused attempt does not lengthen the wait (the app does not even try).
    update private.sign_in_failures f set awaiting_app_report = true where f.email_key = v_key;
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials');
  end if;
  if coalesce((event ->> 'valid')::boolean, false) then
    delete from private.sign_in_failures f where f.email_key = v_key;
  else
    perform private.count_sign_in_failure(v_key);
    update private.sign_in_failures f set awaiting_app_report = true where f.email_key = v_key;
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

comment on function public.password_verification_attempt_hook(jsonb) is
  'Supabase password verification attempt hook: the account lockout (private.sign_in_failures). Callable by supabase_auth_admin only.';

revoke all on function public.password_verification_attempt_hook(jsonb) from public, anon, authenticated, service_role;

grant execute on function public.password_verification_attempt_hook(jsonb) to supabase_auth_admin;

-- After a successful sign-in: the signed-in person's own count starts again.
create or replace function public.record_sign_in_success()
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from private.sign_in_failures f where f.email_key = lower(btrim(coalesce((select auth.jwt()) ->> 'email', '')));
end;
$$;

revoke all on table private.sign_in_failures from public, anon, authenticated;

revoke all on function private.sign_in_wait_seconds(text), private.count_sign_in_failure(text)
  from public, anon, authenticated;

revoke all on function public.sign_in_wait(text), public.record_sign_in_failure(text),
  public.record_sign_in_success() from public, anon;

grant execute on function public.sign_in_wait(text), public.record_sign_in_failure(text) to anon, authenticated, service_role;

grant execute on function public.record_sign_in_success() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Account events
-- ---------------------------------------------------------------------------------------
-- What was done to whose account, and by whom: a principal letting someone in or out,
-- removing or restoring them, and a principal resetting someone's lost second factor. The
-- person concerned and their school's principal read it; nobody writes it except the
-- functions and triggers below.
--
-- A lost second factor: the principal asks authorize_factor_reset(member) first. It checks that
-- the member belongs to the principal's school and is not the principal, records the request,
-- and only then does the app remove the factors through the auth server's admin API (which
-- alone may change them). A principal who loses their own factor is helped by whoever runs the
-- platform: `npm run account:reset-mfa -- <email>` removes the factors and records it here.
create table public.account_events (
  id bigint generated always as identity primary key,
  school_id uuid not null references public.schools (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_name text not null default '',
  action text not null check (action in ('approved', 'activated', 'deactivated', 'mfa_reset', 'mfa_recovered', 'removed', 'restored')),
  created_at timestamptz not null default now()
);

create index account_events_profile_idx on public.account_events (profile_id, created_at desc);

create index account_events_school_idx on public.account_events (school_id, created_at desc);

create index account_events_actor_idx on public.account_events (actor_id);

comment on table public.account_events is
  'Who let whom in or out, or reset whose second factor, when. Readable by that person and their principal; written only by triggers and authorize_factor_reset.';

comment on column public.account_events.actor_name is 'The actor''s name at the time (the platform operator when empty).';

alter table public.account_events enable row level security;

revoke all on public.account_events from anon, authenticated;

grant select on public.account_events to authenticated;

create policy account_events_select on public.account_events for select to authenticated
  using (profile_id = (select auth.uid()) or school_id = (select private.principal_school_id()));

create or replace function private.log_account_event(p_profile uuid, p_action text)
returns void
language sql security definer
set search_path = ''
as $$
  insert into public.account_events (school_id, profile_id, actor_id, actor_name, action)
  select p.school_id, p.id, a.id, coalesce(btrim(a.first_name || ' ' || a.last_name), ''), p_action
  from public.profiles p
  left join public.profiles a on a.id = (select auth.uid())
  where p.id = p_profile
$$;

-- One event per change of state: removing also deactivates, and restoring may reactivate, but
-- what happened is the removal or the restore.
create or replace function private.profiles_log_status()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.log_account_event(new.id,
    case when new.removed_at is not null and old.removed_at is null then 'removed'
         when new.removed_at is null and old.removed_at is not null then 'restored'
         when not new.is_active then 'deactivated'
         when old.approved_at is null then 'approved'
         else 'activated' end);
  return null;
end;
$$;

-- The principal's request to reset a member's second factors: allowed for members of their own
-- school other than themself. Returns the member's auth user id for the admin API call.
create or replace function private.authorize_factor_reset(member_id uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_member uuid;
begin
  if v_school is null then
    raise exception 'Only an active principal can reset a second factor' using errcode = '42501';
  end if;
  select p.user_id into v_member from public.profiles p
  where p.id = authorize_factor_reset.member_id and p.school_id = v_school
    and p.id <> (select auth.uid());
  if v_member is null then
    raise exception 'Member not found in your school' using errcode = '42501';
  end if;
  perform private.log_account_event(authorize_factor_reset.member_id, 'mfa_reset');
  return v_member;
end;
$$;

-- The platform operator's path (service role only): records a reset done outside the app.
create or replace function public.record_operator_factor_reset(member_id uuid)
returns void
language sql volatile security definer
set search_path = ''
as $$
  select private.log_account_event(record_operator_factor_reset.member_id, 'mfa_reset')
$$;

revoke all on function private.log_account_event(uuid, text), private.profiles_log_status()
  from public, anon, authenticated;

-- The API's public.authorize_factor_reset asks for the second factor first (the bin
-- migration's last section).

revoke all on function public.record_operator_factor_reset(uuid) from public, anon, authenticated;

grant execute on function public.record_operator_factor_reset(uuid) to service_role;

-- The principal reads the members of their school that are not in the bin.
create policy profiles_select_principal on public.profiles for select to authenticated
  using (school_id = (select private.principal_school_id()) and removed_at is null);

create trigger profiles_log_status after update of is_active, removed_at on public.profiles
  for each row when (old.is_active is distinct from new.is_active or old.removed_at is distinct from new.removed_at)
  execute function private.profiles_log_status();

-- Who waits for the principal's approval. Someone who signed up and named the school waits,
-- inactive and never approved, until the principal decides. An account made for an open
-- invitation also waits inactive, but only for its owner to follow the mailed link: the
-- principal already said yes by inviting, so it is not theirs to approve again (the People page
-- lists it with the invitations). An expired or revoked invitation leaves its account to the
-- principal. Rows follow the caller's own rights on profiles and invitations (security invoker).
create view public.waiting_members with (security_invoker = true) as
  select p.id, p.first_name, p.last_name, p.role, p.created_at
  from public.profiles p
  where p.role in ('teacher', 'student', 'parent')
    and not p.is_active
    and p.approved_at is null
    and p.removed_at is null
    and not exists (
      select 1 from public.invitations i
      where i.user_id = p.id and i.accepted_at is null and i.revoked_at is null
        and i.expires_at > now());

comment on view public.waiting_members is
  'People who asked to join and wait for the principal''s approval, without accounts waiting for their invitation link.';

revoke all on public.waiting_members from anon, authenticated;

grant select on public.waiting_members to authenticated;

-- ---------------------------------------------------------------------------------------
-- Recovery codes
-- ---------------------------------------------------------------------------------------
-- A person's own way back in after losing the phone with their authenticator
-- app, without the principal or the platform operator.
--
-- At aal2 (signed in with the second factor) a person asks for a set of ten codes. They are
-- shown once: only a hash of each is kept, in a private table no API role can read. Asking
-- again replaces the whole set, so the old codes stop working. One code works once: after a
-- password sign-in (aal1) the person gives a code, public.use_recovery_code() spends it in one
-- update (two requests with the same code cannot both succeed) and records the recovery in
-- account_events (an event like a principal's factor reset, seen by the person and their
-- principal); only then does the app remove the person's factors through the auth
-- server's admin API (docs/decisions.md, "Recovery codes"), and they set up a new one.
--
-- The codes are 12 random hexadecimal digits (48 bits) from gen_random_uuid(); a hash is
-- sha256 over the account id and the code, so equal codes of two accounts hash differently.
-- Guessing is bounded as well: after 5 wrong codes in 15 minutes the account's codes are
-- refused until the window has passed.

create table private.mfa_recovery_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);
comment on table private.mfa_recovery_codes is
  'Hashes of each account''s current recovery codes (see public.create_recovery_codes); used_at once spent.';

create table private.mfa_recovery_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  failed_at timestamptz not null default now()
);
create index mfa_recovery_failures_user_idx on private.mfa_recovery_failures (user_id, failed_at desc);
comment on table private.mfa_recovery_failures is
  'Wrong recovery codes given, for the limit in public.use_recovery_code.';

revoke all on table private.mfa_recovery_codes, private.mfa_recovery_failures
  from public, anon, authenticated;

-- A code as people type it: spaces and dashes dropped, case ignored.
create or replace function private.recovery_code_hash(p_user uuid, p_code text)
returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(
    p_user::text || ':' || upper(regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g')), 'UTF8')), 'hex')
$$;

-- A new set of ten codes for the caller, replacing the old set; the plain codes are returned
-- this once. Only at aal2: with the password alone nobody can make codes to remove the factor.
create or replace function public.create_recovery_codes()
returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_codes text[] := '{}';
  v_code text;
begin
  if v_uid is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception 'Recovery codes need a sign-in with the second factor'
      using errcode = '42501', hint = 'aal2_required';
  end if;
  delete from private.mfa_recovery_codes where user_id = v_uid;
  for i in 1..10 loop
    v_code := upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
    v_code := substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4);
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (v_uid, private.recovery_code_hash(v_uid, v_code));
    v_codes := v_codes || v_code;
  end loop;
  return v_codes;
end;
$$;

-- How many of the caller's codes are left unused (0 when they have none).
create or replace function public.recovery_codes_left()
returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from private.mfa_recovery_codes
  where user_id = (select auth.uid()) and used_at is null
$$;

-- Spends one of the caller's codes: true when it was theirs and unused (it is used now, and
-- the recovery is in account_events), false otherwise. A wrong code is not an exception, so
-- that the failure it records stays; after 5 of them in 15 minutes even a right code waits.
create or replace function public.use_recovery_code(code text)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_used bigint;
begin
  if v_uid is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if (select count(*) from private.mfa_recovery_failures f
      where f.user_id = v_uid and f.failed_at > now() - interval '15 minutes') >= 5 then
    raise exception 'Too many wrong recovery codes: wait a moment and try again'
      using errcode = 'P0001', hint = 'recovery_rate_limited';
  end if;
  update private.mfa_recovery_codes c set used_at = now()
  where c.user_id = v_uid and c.used_at is null
    and c.code_hash = private.recovery_code_hash(v_uid, use_recovery_code.code)
  returning c.id into v_used;
  if v_used is null then
    insert into private.mfa_recovery_failures (user_id) values (v_uid);
    return false;
  end if;
  delete from private.mfa_recovery_failures where user_id = v_uid;
  perform private.log_account_event(v_uid, 'mfa_recovered');
  return true;
end;
$$;

comment on function public.create_recovery_codes() is
  'At aal2: replaces the caller''s recovery codes with ten new ones, returned in plain this once.';
comment on function public.recovery_codes_left() is 'How many of the caller''s recovery codes are unused.';
comment on function public.use_recovery_code(text) is
  'Spends one of the caller''s recovery codes (true) or records a wrong one (false); the app then removes the caller''s factors.';

revoke all on function private.recovery_code_hash(uuid, text), public.create_recovery_codes(),
  public.recovery_codes_left(), public.use_recovery_code(text) from public, anon, authenticated;
grant execute on function public.create_recovery_codes(), public.recovery_codes_left(),
  public.use_recovery_code(text) to authenticated;

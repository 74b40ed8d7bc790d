-- Invitations: how a school brings people in. The principal invites a teacher, student or
-- parent by e-mail (one by one, or students from a class list); the invited person's account is
-- created by the auth server's invite (the e-mail carries the accept link) with the
-- invitation's id in its metadata, and the sign-up trigger turns that into an active member of
-- the school with the role, class and children the principal chose. Nothing else makes a member.
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
create unique index invitations_school_email_key on public.invitations (school_id, lower(email));
create index invitations_class_idx on public.invitations (class_id);
create index invitations_invited_by_idx on public.invitations (invited_by);
create index invitations_user_idx on public.invitations (user_id);
comment on table public.invitations is
  'A school''s invitations by e-mail. Written only through invite_member, import_students and revoke_invitation; accepted by the sign-up trigger.';
comment on column public.invitations.user_id is 'The account created for this invitation (set when the auth server creates it).';
comment on column public.invitations.accepted_at is 'When the invited person confirmed the invitation (first verified their e-mail).';

create trigger invitations_set_updated_at before update on public.invitations
  for each row execute function private.set_updated_at();

alter table public.invitations enable row level security;
revoke all on public.invitations from anon, authenticated;
grant select on public.invitations to authenticated;
create policy invitations_select_principal on public.invitations for select to authenticated
  using (school_id = (select private.principal_school_id()));

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

-- Sign-up rules, now with invitations: a sign-up that names an invitation is judged by it
-- alone (open, and for this e-mail address).
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

create or replace function private.accept_invitation(p_user uuid, p_email text, inv public.invitations)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, user_id, school_id, role, first_name, last_name, email, is_active, grade_level)
  values (p_user, p_user, inv.school_id, inv.role, inv.first_name, inv.last_name, coalesce(p_email, ''), true,
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
  elsif inv.role = 'parent' then
    insert into public.guardian_links (school_id, parent_id, student_id, source)
    select inv.school_id, p_user, s.id, 'manual'
    from public.profiles s where s.id = any (inv.child_ids) and s.school_id = inv.school_id and s.role = 'student'
    on conflict (parent_id, student_id) do nothing;
    perform private.relink_parent(p_user);
  end if;
  update public.invitations set user_id = p_user where id = inv.id;
end;
$$;

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

-- An invited person confirms the invitation by verifying their e-mail (the accept link).
create or replace function private.handle_user_updated()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.profiles set email = coalesce(new.email, '') where id = new.id;
  end if;
  if new.email_confirmed_at is not null and old.email_confirmed_at is null then
    update public.invitations set accepted_at = now() where user_id = new.id and accepted_at is null;
  end if;
  perform private.relink_parent(new.id);
  perform private.activate_recognised_parent(new.id);
  return new;
end;
$$;

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

create or replace function public.invite_member(
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

create or replace function public.revoke_invitation(invitation_id uuid)
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
create or replace function public.import_students(rows jsonb, commit boolean default false)
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

revoke all on function private.open_invitation(jsonb, text), private.signup_refusal(jsonb, text),
  private.accept_invitation(uuid, text, public.invitations), private.handle_new_user(),
  private.handle_user_updated(),
  private.write_invitation(uuid, uuid, text, text, text, text, smallint, uuid, text, uuid[])
  from public, anon, authenticated;
revoke all on function public.invite_member(text, text, text, text, smallint, uuid, text, uuid[]),
  public.revoke_invitation(uuid), public.import_students(jsonb, boolean) from public, anon;
grant execute on function public.invite_member(text, text, text, text, smallint, uuid, text, uuid[]),
  public.revoke_invitation(uuid), public.import_students(jsonb, boolean) to authenticated, service_role;

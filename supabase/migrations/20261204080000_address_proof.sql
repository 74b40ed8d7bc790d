-- Proof of address. Everything the school grants by an e-mail address — a link to a child whose
-- recorded parent or guardian e-mail it is, the activation of a recognised parent, an accepted
-- invitation (its role, its children) — is granted only to an account that has proven it
-- receives mail at that address.
--
-- auth.users.email_confirmed_at is not such a proof: with confirmations off the auth server sets
-- it inside the sign-up itself, and GoTrue with autoconfirm even confirms an existing unconfirmed
-- (invited) account when someone else signs up with its address. What does prove it is a session
-- opened by something mailed to the address: the access token's amr claim lists how its session
-- was opened (GoTrue: otp for a link or code verified without PKCE, magiclink, invite,
-- email/signup, recovery, email_change with PKCE), with a timestamp, and survives refresh. The
-- app calls public.prove_email() after such a sign-in; it records the proof in
-- private.email_proofs and makes the grants. A proof belongs to one address: changing the e-mail
-- drops it, and a session opened before the change does not prove the new address.

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

-- Accounts that exist now keep what they were granted: their confirmed addresses count as proven.
insert into private.email_proofs (user_id, email, method, proven_at)
select u.id, lower(btrim(u.email)), 'before_proofs', now()
from auth.users u
where u.email_confirmed_at is not null and coalesce(btrim(u.email), '') <> ''
on conflict (user_id) do nothing;

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

revoke all on function private.proven_email(uuid), private.student_email_matches(uuid), private.relink_parent(uuid),
  private.accept_invitation(uuid, text, public.invitations), private.complete_invitation(uuid),
  private.grant_by_proven_email(uuid), private.handle_user_updated(),
  private.address_proving_method(jsonb, uuid)
  from public, anon, authenticated;
revoke all on function public.prove_email(), public.email_proven() from public, anon;
grant execute on function public.prove_email(), public.email_proven() to authenticated;

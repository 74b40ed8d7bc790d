-- The second factor guards the data, not only the pages.
--
-- A person with a verified second factor who signs in with the password alone holds an aal1
-- token until they type the code. The app's layouts send such a session to the code step,
-- but the token itself reached rest/v1 and storage/v1 like an aal2 one: a stolen password
-- was enough to read health records and IEP documents or to remove members. From here on,
-- private.aal_satisfied() decides, and every way to sensitive data or to member management
-- asks it:
--   * aal2 tokens pass;
--   * aal1 tokens pass only when the account has no verified factor (there is no code to
--     owe), unless the school requires a second factor of its staff (schools.
--     require_staff_mfa) and the caller is a teacher or principal: then staff without a
--     factor reach nothing sensitive until they set one up. Students and parents are never
--     held to the school's setting.
-- Policies call the helper once per statement ((select private.aal_satisfied())). The
-- security-definer functions that read sensitive data or manage members keep their bodies:
-- each moves to the private schema under its own name, and a public function of the same
-- signature asks the helper first and then calls it, so PostgREST's RPC surface is unchanged.

-- ---------------------------------------------------------------------------------------
-- The school's setting
-- ---------------------------------------------------------------------------------------

alter table public.schools add column require_staff_mfa boolean not null default false;
comment on column public.schools.require_staff_mfa is
  'When true, teachers and the principal without a verified second factor reach no sensitive data and manage no members until they set one up. Changed through set_school_staff_mfa().';

-- ---------------------------------------------------------------------------------------
-- The helper
-- ---------------------------------------------------------------------------------------

-- Whether the caller's session is strong enough for sensitive data. Security definer: it
-- reads auth.mfa_factors, which the API roles cannot.
create or replace function private.aal_satisfied()
returns boolean language plpgsql stable security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  -- No user (anon, the service role): no factor to owe; the other rules decide.
  if v_uid is null then
    return true;
  end if;
  if coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2' then
    return true;
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = v_uid and f.status = 'verified') then
    return false;
  end if;
  return not exists (
    select 1 from public.profiles p join public.schools s on s.id = p.school_id
    where p.id = v_uid and p.role in ('teacher', 'principal') and s.require_staff_mfa);
end
$$;
comment on function private.aal_satisfied() is
  'True at aal2, or at aal1 for an account without a verified factor whose school does not require one of its staff.';

-- The refusal the guarded functions raise. The hint names the reason for the app.
create or replace function private.require_aal()
returns void language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.aal_satisfied() then
    raise exception 'A second factor is required for this' using errcode = '42501', hint = 'insufficient_aal';
  end if;
end
$$;

revoke all on function private.aal_satisfied(), private.require_aal() from public, anon, authenticated;
-- Policies run as the caller and call the helper.
grant execute on function private.aal_satisfied() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Policies: sensitive rows, the access log, IEP documents, the support plan, membership
-- ---------------------------------------------------------------------------------------

drop policy profile_sensitive_select_owner on public.profile_sensitive;
create policy profile_sensitive_select_owner on public.profile_sensitive for select to authenticated
  using (profile_id = (select auth.uid()) and (select private.aal_satisfied()));
drop policy profile_sensitive_update_owner on public.profile_sensitive;
create policy profile_sensitive_update_owner on public.profile_sensitive for update to authenticated
  using (profile_id = (select auth.uid()) and (select private.aal_satisfied()))
  with check (profile_id = (select auth.uid()) and (select private.aal_satisfied()));

drop policy sensitive_access_log_select on public.sensitive_access_log;
create policy sensitive_access_log_select on public.sensitive_access_log for select to authenticated
  using ((select private.aal_satisfied())
         and (profile_id = (select auth.uid())
              or profile_id = any (array(select private.parent_child_ids()))
              or school_id = (select private.principal_school_id())));

drop policy iep_documents_select on storage.objects;
create policy iep_documents_select on storage.objects for select to authenticated
  using (bucket_id = 'iep-documents' and (select private.aal_satisfied())
         and private.may_read_iep(private.path_uuid(name, 1, 2)));
drop policy iep_documents_insert on storage.objects;
create policy iep_documents_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'iep-documents' and (select private.aal_satisfied())
              and private.may_write_iep(private.path_uuid(name, 1, 2)));
drop policy iep_documents_update on storage.objects;
create policy iep_documents_update on storage.objects for update to authenticated
  using (bucket_id = 'iep-documents' and (select private.aal_satisfied())
         and private.may_write_iep(private.path_uuid(name, 1, 2)))
  with check (bucket_id = 'iep-documents' and (select private.aal_satisfied())
              and private.may_write_iep(private.path_uuid(name, 1, 2)));
drop policy iep_documents_delete on storage.objects;
create policy iep_documents_delete on storage.objects for delete to authenticated
  using (bucket_id = 'iep-documents' and (select private.aal_satisfied())
         and private.may_write_iep(private.path_uuid(name, 1, 2)));

-- The formal support plan (accommodations and support services) is part of the IEP.
drop policy student_accommodations_select on public.student_accommodations;
create policy student_accommodations_select on public.student_accommodations for select to authenticated
  using ((select private.aal_satisfied())
         and (school_id = (select private.principal_school_id())
              or student_id = any (array(select private.teacher_student_ids()))
              or student_id = (select private.active_profile_id())
              or student_id = any (array(select private.parent_child_ids()))));
drop policy student_accommodations_insert on public.student_accommodations;
create policy student_accommodations_insert on public.student_accommodations for insert to authenticated
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy student_accommodations_update on public.student_accommodations;
create policy student_accommodations_update on public.student_accommodations for update to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()))
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy student_accommodations_delete on public.student_accommodations;
create policy student_accommodations_delete on public.student_accommodations for delete to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

drop policy student_support_services_select on public.student_support_services;
create policy student_support_services_select on public.student_support_services for select to authenticated
  using ((select private.aal_satisfied())
         and (school_id = (select private.principal_school_id())
              or student_id = any (array(select private.teacher_student_ids()))
              or student_id = (select private.active_profile_id())
              or student_id = any (array(select private.parent_child_ids()))));
drop policy student_support_services_insert on public.student_support_services;
create policy student_support_services_insert on public.student_support_services for insert to authenticated
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy student_support_services_update on public.student_support_services;
create policy student_support_services_update on public.student_support_services for update to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()))
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy student_support_services_delete on public.student_support_services;
create policy student_support_services_delete on public.student_support_services for delete to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

-- Membership: the principal's view of invitations, editing members' profiles, parent links.
drop policy invitations_select_principal on public.invitations;
create policy invitations_select_principal on public.invitations for select to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy profiles_update_principal on public.profiles;
create policy profiles_update_principal on public.profiles for update to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()))
  with check (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));
drop policy guardian_links_insert_principal on public.guardian_links;
create policy guardian_links_insert_principal on public.guardian_links for insert to authenticated
  with check (school_id = (select private.principal_school_id()) and source = 'manual'
              and (select private.aal_satisfied()));
drop policy guardian_links_delete_principal on public.guardian_links;
create policy guardian_links_delete_principal on public.guardian_links for delete to authenticated
  using (school_id = (select private.principal_school_id()) and (select private.aal_satisfied()));

-- ---------------------------------------------------------------------------------------
-- Guarded functions: the body moves to private, the public name asks first
-- ---------------------------------------------------------------------------------------

alter function public.read_sensitive_profile(uuid, text[]) set schema private;
alter function public.record_iep_document_access(uuid, text) set schema private;
alter function public.update_student_profile(uuid, jsonb, jsonb) set schema private;
alter function public.invite_member(text, text, text, text, smallint, uuid, text, uuid[]) set schema private;
alter function public.revoke_invitation(uuid) set schema private;
alter function public.import_students(jsonb, boolean) set schema private;
alter function public.remove_member(uuid) set schema private;
alter function public.restore_member(uuid) set schema private;
alter function public.authorize_factor_reset(uuid) set schema private;
alter function public.toggle_item_status(text, uuid) set schema private;
alter function public.purge_deleted_item(uuid) set schema private;
revoke all on function private.read_sensitive_profile(uuid, text[]),
  private.record_iep_document_access(uuid, text), private.update_student_profile(uuid, jsonb, jsonb),
  private.invite_member(text, text, text, text, smallint, uuid, text, uuid[]),
  private.revoke_invitation(uuid), private.import_students(jsonb, boolean), private.remove_member(uuid),
  private.restore_member(uuid), private.authorize_factor_reset(uuid), private.toggle_item_status(text, uuid),
  private.purge_deleted_item(uuid)
  from public, anon, authenticated;

create function public.read_sensitive_profile(profile_id uuid, fields text[] default null)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.read_sensitive_profile($1, $2);
end
$$;
comment on function public.read_sensitive_profile(uuid, text[]) is
  'Sensitive fields of a profile for its owner, its school''s principal or a linked parent; each field read by someone else is logged. fields = null means all. Refused (42501) while a second factor is owed.';

create function public.record_iep_document_access(student_id uuid, object_name text)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  perform private.record_iep_document_access($1, $2);
end
$$;
comment on function public.record_iep_document_access(uuid, text) is
  'Called by the app before it serves an IEP document: checks the caller may read that student''s IEP documents (the student, the school''s principal, a linked parent) and logs the read as field iep_document. Refused (42501) while a second factor is owed.';

create function public.update_student_profile(student_id uuid, profile jsonb default '{}', sensitive jsonb default '{}')
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  perform private.update_student_profile($1, $2, $3);
end
$$;
comment on function public.update_student_profile(uuid, jsonb, jsonb) is
  'A student''s principal or linked parent edits the student''s profile (profile: columns of profiles) and sensitive row (sensitive: columns of profile_sensitive). Given keys replace, others stay. Teachers and everyone else, or a session that owes a second factor: 42501.';

create function public.invite_member(
  email text, role text, first_name text default '', last_name text default '',
  grade_level smallint default null, class_id uuid default null, parent_email text default null,
  child_ids uuid[] default '{}')
returns uuid language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.invite_member($1, $2, $3, $4, $5, $6, $7, $8);
end
$$;

create function public.revoke_invitation(invitation_id uuid)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  perform private.revoke_invitation($1);
end
$$;

create function public.import_students(rows jsonb, commit boolean default false)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.import_students($1, $2);
end
$$;

create function public.remove_member(member_id uuid)
returns uuid language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.remove_member($1);
end
$$;
comment on function public.remove_member(uuid) is
  'The principal moves a teacher, student or parent of their school to the bin: hidden, signed out for good, links kept in the bin item. Returns the deleted_items id. Refused (42501) while a second factor is owed.';

create function public.restore_member(deleted_item_id uuid)
returns uuid language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.restore_member($1);
end
$$;

create function public.authorize_factor_reset(member_id uuid)
returns uuid language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_aal();
  return private.authorize_factor_reset($1);
end
$$;

-- Approving or deactivating a member is a flip of profiles.is_active; classes, subjects and
-- assignments are everyday teaching and stay as they were.
create function public.toggle_item_status(table_name text, item_id uuid)
returns boolean language plpgsql volatile security definer set search_path = ''
as $$
begin
  if $1 = 'profiles' then
    perform private.require_aal();
  end if;
  return private.toggle_item_status($1, $2);
end
$$;
comment on function public.toggle_item_status(text, uuid) is
  'Flips is_active on profiles (principal, not while a second factor is owed), classes, subjects or assignments; returns the new value. Other tables: ''Invalid table name''.';

-- Deleting a removed member's bin item for good deletes their account.
create function public.purge_deleted_item(deleted_item_id uuid)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.deleted_items d where d.id = $1 and d.table_name = 'profiles') then
    perform private.require_aal();
  end if;
  perform private.purge_deleted_item($1);
end
$$;
comment on function public.purge_deleted_item(uuid) is
  'Deletes a bin item forever. Principals only; a removed member''s item (which deletes the account) not while a second factor is owed.';

-- ---------------------------------------------------------------------------------------
-- The principal turns the requirement on or off
-- ---------------------------------------------------------------------------------------

create or replace function public.set_school_staff_mfa(required boolean)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
begin
  if v_school is null then
    raise exception 'Only an active principal can change this' using errcode = '42501';
  end if;
  -- Otherwise a principal without a factor, held back by the setting, could simply lift it.
  perform private.require_aal();
  -- Turning it on asks the principal to stand behind it first: with a factor of their own
  -- and the code typed in this session, so they cannot lock themselves out by a click.
  if set_school_staff_mfa.required and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception 'Set up your own second factor before requiring one of your staff'
      using errcode = '42501', hint = 'own_factor_first';
  end if;
  if set_school_staff_mfa.required is null then
    raise exception 'required must be true or false' using errcode = '22023';
  end if;
  update public.schools s set require_staff_mfa = set_school_staff_mfa.required where s.id = v_school;
  return set_school_staff_mfa.required;
end
$$;
comment on function public.set_school_staff_mfa(boolean) is
  'The principal requires (true) or stops requiring (false) a second factor of the school''s teachers and principal. Turning it on needs an aal2 session; both need a satisfied second factor.';

revoke all on function public.read_sensitive_profile(uuid, text[]),
  public.record_iep_document_access(uuid, text), public.update_student_profile(uuid, jsonb, jsonb),
  public.invite_member(text, text, text, text, smallint, uuid, text, uuid[]),
  public.revoke_invitation(uuid), public.import_students(jsonb, boolean), public.remove_member(uuid),
  public.restore_member(uuid), public.authorize_factor_reset(uuid), public.toggle_item_status(text, uuid),
  public.purge_deleted_item(uuid), public.set_school_staff_mfa(boolean)
  from public, anon;
grant execute on function public.read_sensitive_profile(uuid, text[]),
  public.record_iep_document_access(uuid, text), public.update_student_profile(uuid, jsonb, jsonb),
  public.invite_member(text, text, text, text, smallint, uuid, text, uuid[]),
  public.revoke_invitation(uuid), public.import_students(jsonb, boolean), public.remove_member(uuid),
  public.restore_member(uuid), public.authorize_factor_reset(uuid), public.toggle_item_status(text, uuid),
  public.purge_deleted_item(uuid), public.set_school_staff_mfa(boolean)
  to authenticated, service_role;

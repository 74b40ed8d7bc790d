-- Oppi data model: file buckets and who may touch which file.
--
-- Four private buckets (the video files have their own, in the video migration). An object's
-- path starts with the ids that decide who may see it:
--   iep-documents     <student_id>/<file>                 the formal plan's documents
--   avatars           <profile_id>/<file>                 profile pictures, seen by the school
--   assignment-files  <assignment_id>/<file>              material a teacher attaches
--   submission-files  <assignment_id>/<student_id>/<file> a student's hand-in
-- Storage runs every request as the caller, so the policies on storage.objects below are the
-- whole rule; the service role (the app's back end) bypasses them. Paths are parsed by
-- private.path_uuid(), which answers null for anything that is not exactly the expected
-- shape with a uuid in place, so a malformed path fails the policy instead of raising.
--
-- Removing a row to the bin keeps its files (a restore brings them back unchanged); deleting
-- forever leaves the files to the app, which removes them through Storage: the bytes are not
-- in the database, so SQL cannot remove them (see the bin migration).
--
-- The avatars bucket takes PNG, JPEG and WebP pictures, as the app does (lib/files/rules.ts):
-- GIFs are mostly animations, which would move beside the person's name on every page with no
-- way to pause them.
--
-- assignment-files and submission-files state their allowed_mime_types, so Storage itself
-- (hosted and supabase/local alike) refuses anything else with 415 invalid_mime_type, whoever
-- uploads and however. The list is what school work is made of and nothing a browser would
-- run: documents (PDF, Word, Excel, PowerPoint, OpenDocument, RTF, plain text, CSV, WebVTT
-- captions), raster pictures (no SVG: it is a document that runs scripts; `image/*` would let
-- it in, so pictures are named one by one), sound and video. No HTML, XML, JavaScript, and no
-- archives: a zip carries any type past this list unseen, and a hand-in takes several files
-- anyway. lib/files/work-types.ts (WORK_FILE_TYPES) holds the same list for the upload forms;
-- tests/integration/storage-serving.test.ts checks that the two agree.
--
-- IEP documents are sensitive data: reading or writing them asks for the second factor
-- (private.aal_satisfied, see schools and people), and every read of one is logged where the
-- read happens, in the bucket's select policy (private.may_read_iep_document below), so no
-- download or signed URL straight from storage/v1 escapes the log.

-- The two work buckets take the same types (the list above).
with work_types (types) as (
  select array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    'text/plain',
    'text/csv',
    'text/vtt',
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif',
    'image/heic',
    'audio/*',
    'video/*'])
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('iep-documents', 'iep-documents', false, 10 * 1024 * 1024,
   array['application/pdf', 'application/msword',
         'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
         'image/jpeg', 'image/png', 'image/webp', 'image/heic']),
  ('avatars', 'avatars', false, 2 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp']),
  ('assignment-files', 'assignment-files', false, 25 * 1024 * 1024, (select types from work_types)),
  ('submission-files', 'submission-files', false, 25 * 1024 * 1024, (select types from work_types))
on conflict (id) do update
  set name = excluded.name, public = excluded.public,
      file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------
-- Sensitive reads: one access rule and one log, shared by read_sensitive_profile() and the
-- IEP documents.
-- ---------------------------------------------------------------------------------------

-- Whether the caller may read another person's sensitive data: the active principal of that
-- person's school, or an active parent linked to them.
create or replace function private.may_read_others_sensitive(p_profile_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.profiles p
            where p.id = p_profile_id and p.school_id = (select private.principal_school_id()))
    or p_profile_id = any (array(select private.parent_child_ids())),
    false);
end
$$;

-- One sensitive_access_log row per field, for the signed-in caller reading p_profile_id.
create or replace function private.log_sensitive_access(p_profile_id uuid, p_fields text[])
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  insert into public.sensitive_access_log
    (school_id, profile_id, accessed_by, accessed_by_name, accessed_by_role, field)
  select t.school_id, t.id, me.id, btrim(me.first_name || ' ' || me.last_name), me.role, f
  from public.profiles t
  join public.profiles me on me.id = (select auth.uid())
  cross join (select distinct unnest(p_fields) as f) x
  where t.id = p_profile_id;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Who may touch which file
-- ---------------------------------------------------------------------------------------

-- IEP documents of a student: the student themself, their school's principal, linked parents.
-- Teachers never, not even the student's own.
create or replace function private.may_read_iep(p_student_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.profiles p where p.id = p_student_id and p.role = 'student')
    and (p_student_id = (select private.active_profile_id())
         or private.may_read_others_sensitive(p_student_id)),
    false);
end
$$;

-- Writing (adding, replacing, removing) IEP documents: the principal and linked parents.
create or replace function private.may_write_iep(p_student_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.profiles p where p.id = p_student_id and p.role = 'student')
    and private.may_read_others_sensitive(p_student_id),
    false);
end
$$;

-- Avatars are seen by every active member of the owner's school.
create or replace function private.is_school_member(p_profile_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.profiles p
            where p.id = p_profile_id and p.school_id = (select private.active_school_id())),
    false);
end
$$;

-- Managing an assignment's files: the teacher of its class and the school's principal.
create or replace function private.may_manage_assignment(p_assignment_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    exists (select 1 from public.assignments a
            where a.id = p_assignment_id
              and (a.school_id = (select private.principal_school_id())
                   or a.subject_id = any (array(select private.teacher_subject_ids())))),
    false);
end
$$;

-- Reading an assignment's files: its managers, and the students (and their linked parents)
-- who see the assignment.
create or replace function private.may_read_assignment(p_assignment_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    private.may_manage_assignment(p_assignment_id)
    or p_assignment_id = any (array(select private.student_assignment_ids()))
    or p_assignment_id = any (array(select private.child_assignment_ids())),
    false);
end
$$;

-- Reading a hand-in's files: the class's teacher and the principal, the student, linked parents.
create or replace function private.may_read_submission(p_assignment_id uuid, p_student_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    p_student_id is not null
    and (private.may_manage_assignment(p_assignment_id)
         or p_student_id = (select private.active_profile_id())
         or p_student_id = any (array(select private.parent_child_ids()))),
    false);
end
$$;

-- Writing a hand-in's files: the student themself, for an assignment they see, until graded.
create or replace function private.may_write_submission(p_assignment_id uuid, p_student_id uuid)
returns boolean language plpgsql stable security definer set search_path = ''
as $$
begin
  return coalesce(
    p_student_id = (select private.active_profile_id())
    and p_assignment_id = any (array(select private.student_assignment_ids()))
    and not exists (select 1 from public.assignment_submissions s
                    where s.assignment_id = p_assignment_id and s.student_id = p_student_id
                      and s.graded_at is not null),
    false);
end
$$;

revoke all on function private.path_uuid(text, integer, integer),
  private.may_read_others_sensitive(uuid), private.log_sensitive_access(uuid, text[]),
  private.may_read_iep(uuid), private.may_write_iep(uuid), private.is_school_member(uuid),
  private.may_manage_assignment(uuid), private.may_read_assignment(uuid),
  private.may_read_submission(uuid, uuid), private.may_write_submission(uuid, uuid)
  from public, anon, authenticated;

-- The storage policies run as the caller and call these.
grant execute on function private.path_uuid(text, integer, integer),
  private.may_read_iep(uuid), private.may_write_iep(uuid), private.is_school_member(uuid),
  private.may_manage_assignment(uuid), private.may_read_assignment(uuid),
  private.may_read_submission(uuid, uuid), private.may_write_submission(uuid, uuid)
  to authenticated, service_role;

-- The IEP documents' select policy: whether the caller may read this document
-- (private.may_read_iep on the path's student), and when they may and Storage is reading it
-- for them, their read is logged first. Storage runs the object's select as the caller inside
-- a writable transaction (hosted storage-api: StoragePgDB.runQuery opens
-- `connection.transaction()` and commits it; supabase/local does the same), so this
-- security-definer function can add the sensitive_access_log row. Storage names what it is
-- doing in the `storage.operation` setting (hosted storage-api's route operations, set by
-- supabase/local as well); only reading the bytes (`object.get_authenticated`, and the S3
-- and image routes) and signing a download URL (`object.sign`, `object.sign_many`) are
-- reads. Listing a folder, info/HEAD, uploads, moves and deletes see the row without
-- reading the document and log nothing. A signed URL is logged once, when it is made, for
-- the person who made it: its later fetch runs with Storage's own rights, not as anyone.
-- The student's own reads are not logged, as with the other sensitive fields.
create or replace function private.may_read_iep_document(p_object_name text)
returns boolean language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_student uuid := private.path_uuid(p_object_name, 1, 2);
  -- Hosted storage-api names its operations `storage.object.…`; older ones drop the prefix.
  v_operation text := regexp_replace(coalesce(current_setting('storage.operation', true), ''), '^storage\.', '');
begin
  if not (private.aal_satisfied() and private.may_read_iep(v_student)) then
    return false;
  end if;
  if v_operation = any (array['object.get_authenticated', 'object.sign', 'object.sign_many',
                              's3.object.get', 'render.image_authenticated'])
     and v_student is distinct from (select auth.uid()) then
    perform private.log_sensitive_access(v_student, array['iep_document']);
  end if;
  return true;
end
$$;

comment on function private.may_read_iep_document(text) is
  'The IEP documents'' select policy: may the caller read this object, and, when Storage is reading or signing it for them (storage.operation), one sensitive_access_log row (field iep_document) for a reader other than the student.';

revoke all on function private.may_read_iep_document(text) from public, anon, authenticated;

grant execute on function private.may_read_iep_document(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Policies on storage.objects (one set per bucket; anon gets none)
-- ---------------------------------------------------------------------------------------
-- A bucket's rule is who may read its objects and who may write them (add, replace, remove),
-- both decided from the object's path; its four policies follow from the two. For IEP
-- documents the second factor's guard comes first, as a one-time filter: an aal1 session that
-- owes a code reads no document and so leaves no read in the log.
--
-- Every bucket's policies (these, the videos' and the message files') are made by
-- private.create_bucket_policies from its rules, SQL conditions on the object's name:
-- <prefix>_select, _insert, _update and _delete for the bucket's objects, each rule in
-- parentheses after the bucket test, none for a null rule. Replacing checks its rule on the
-- object before and after. Readers are `authenticated` unless named (visitors read public
-- videos).
create function private.create_bucket_policies(
  p_prefix text, p_bucket text, p_read text, p_add text, p_replace text, p_remove text,
  p_readers text default 'authenticated')
returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  if p_read is not null then
    execute format('create policy %I on storage.objects for select to %s using (bucket_id = %L and (%s))',
                   p_prefix || '_select', p_readers, p_bucket, p_read);
  end if;
  if p_add is not null then
    execute format('create policy %I on storage.objects for insert to authenticated with check (bucket_id = %L and (%s))',
                   p_prefix || '_insert', p_bucket, p_add);
  end if;
  if p_replace is not null then
    execute format('create policy %I on storage.objects for update to authenticated using (bucket_id = %2$L and (%3$s)) with check (bucket_id = %2$L and (%3$s))',
                   p_prefix || '_update', p_bucket, p_replace);
  end if;
  if p_remove is not null then
    execute format('create policy %I on storage.objects for delete to authenticated using (bucket_id = %L and (%s))',
                   p_prefix || '_delete', p_bucket, p_remove);
  end if;
end
$$;

comment on function private.create_bucket_policies(text, text, text, text, text, text, text) is
  'For migrations: makes a bucket''s select, insert, update and delete policies on storage.objects from its rules (a null rule: no policy).';

revoke all on function private.create_bucket_policies(text, text, text, text, text, text, text)
  from public, anon, authenticated;

select private.create_bucket_policies(replace(b.bucket, '-', '_'), b.bucket, b.may_read, b.may_write,
                                      b.may_write, b.may_write)
from (values
  ('iep-documents',
   '(select private.aal_satisfied()) and private.may_read_iep_document(name)',
   '(select private.aal_satisfied()) and private.may_write_iep(private.path_uuid(name, 1, 2))'),
  ('avatars',
   'private.is_school_member(private.path_uuid(name, 1, 2))',
   'private.path_uuid(name, 1, 2) = (select private.active_profile_id())'),
  ('assignment-files',
   'private.may_read_assignment(private.path_uuid(name, 1, 2))',
   'private.may_manage_assignment(private.path_uuid(name, 1, 2))'),
  ('submission-files',
   'private.may_read_submission(private.path_uuid(name, 1, 3), private.path_uuid(name, 2, 3))',
   'private.may_write_submission(private.path_uuid(name, 1, 3), private.path_uuid(name, 2, 3))')
) b (bucket, may_read, may_write);

-- ---------------------------------------------------------------------------------------
-- Logged IEP reads
-- ---------------------------------------------------------------------------------------
create or replace function private.record_iep_document_access(student_id uuid, object_name text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null
     or not private.may_read_iep(record_iep_document_access.student_id) then
    raise exception 'Not allowed to read this student''s IEP documents' using errcode = '42501';
  end if;
  if private.path_uuid(record_iep_document_access.object_name, 1, 2)
     is distinct from record_iep_document_access.student_id then
    raise exception 'Not an IEP document of this student: %', record_iep_document_access.object_name
      using errcode = '22023';
  end if;
  -- As with the other sensitive fields, the student's own reads are not logged.
  if record_iep_document_access.student_id <> (select auth.uid()) then
    perform private.log_sensitive_access(record_iep_document_access.student_id, array['iep_document']);
  end if;
end;
$$;

comment on function private.record_iep_document_access(uuid, text) is
  'Called by the app before it serves an IEP document: checks the caller may read that student''s IEP documents (the student, the school''s principal, a linked parent) and logs the read as field iep_document.';

-- The app no longer calls it before a download (the select policy logs every read), but the
-- RPC stays; the API's public.record_iep_document_access asks for the second factor first (the
-- bin migration's last section).

-- ---------------------------------------------------------------------------------------
-- Profile pictures
-- ---------------------------------------------------------------------------------------
-- A person's picture is an object of the avatars bucket in their own folder
-- (`<profile_id>/<file>`), and profiles.avatar_path names the current one, so the header,
-- which reads the profile row anyway, knows whether there is a picture without asking Storage
-- on every page.
--
-- Nobody writes the column. It follows the bucket: an object stored in (or renamed into) a
-- person's folder becomes their current picture, and removing (or renaming away) the current
-- one leaves none. Only the owner may add, rename or remove objects in their folder (the
-- avatars_* policies above), so those policies stay the one rule for who may change a
-- picture, and the column never names another person's object or one that is gone.
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

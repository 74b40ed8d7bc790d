-- Oppi data model: which files the work buckets take, and every read of an IEP document logged
-- where the read happens.
--
-- 1. assignment-files and submission-files state their allowed_mime_types, so Storage itself
--    (hosted and supabase/local alike) refuses anything else with 415 invalid_mime_type, whoever
--    uploads and however. The list is what school work is made of and nothing a browser would
--    run: documents (PDF, Word, Excel, PowerPoint, OpenDocument, RTF, plain text, CSV, WebVTT
--    captions), raster pictures (no SVG: it is a document that runs scripts; `image/*` would let
--    it in, so pictures are named one by one), sound and video. No HTML, XML, JavaScript, and no
--    archives: a zip carries any type past this list unseen, and a hand-in takes several files
--    anyway. lib/files/work-types.ts (WORK_FILE_TYPES) holds the same list for the upload forms;
--    tests/integration/storage-serving.test.ts checks that the two agree.
--
-- 2. The IEP documents' select policy logs the read itself: Storage runs the object's select as
--    the caller inside a writable transaction (hosted storage-api: StoragePgDB.runQuery opens
--    `connection.transaction()` and commits it; supabase/local does the same), so a
--    security-definer function in the policy can add the sensitive_access_log row, and no
--    download or signed URL straight from storage/v1 escapes the log. Storage names what it is
--    doing in the `storage.operation` setting (hosted storage-api's route operations, set by
--    supabase/local as well); only reading the bytes (`object.get_authenticated`, and the S3
--    and image routes) and signing a download URL (`object.sign`, `object.sign_many`) are
--    reads. Listing a folder, info/HEAD, uploads, moves and deletes see the row without
--    reading the document and log nothing. A signed URL is logged once, when it is made, for
--    the person who made it: its later fetch runs with Storage's own rights, not as anyone.
--    The student's own reads are not logged, as with the other sensitive fields.

update storage.buckets
set allowed_mime_types = array[
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
  'video/*']
where id in ('assignment-files', 'submission-files');

-- Whether the caller may read this IEP document (private.may_read_iep on the path's student);
-- when they may and Storage is reading the document for them, their read is logged first.
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

drop policy iep_documents_select on storage.objects;
-- The second factor's guard comes first, as a one-time filter: an aal1 session that owes a code
-- reads no document and so leaves no read in the log.
create policy iep_documents_select on storage.objects for select to authenticated
  using (bucket_id = 'iep-documents' and (select private.aal_satisfied())
         and private.may_read_iep_document(name));

comment on function public.record_iep_document_access(uuid, text) is
  'Checks the caller may read that student''s IEP documents and logs a read as field iep_document. The app no longer calls it before a download: Storage logs every read of an IEP document itself (the bucket''s select policy, private.may_read_iep_document), so calling it as well would log one read twice.';

-- Every bucket's policies on storage.objects are made by one function from the bucket's rules,
-- so that the storage, video and messages migrations state only who may do what.
--
-- private.create_bucket_policies(prefix, bucket, read, add, replace, remove, readers) makes
-- <prefix>_select, _insert, _update and _delete on storage.objects for the objects of the
-- bucket; each rule is an SQL condition on the object (its name), and a null rule makes no
-- policy. Replacing checks its rule on the object before and after. Readers are
-- `authenticated` unless named (visitors read public videos).
--
-- This migration adds the function and makes the policies of the storage and video migrations
-- again with it: the same rules, each now in parentheses of its own after the bucket test.

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

do $do$
declare
  b record;
begin
  for b in
    select * from (values
      ('iep_documents', 'iep-documents',
       '(select private.aal_satisfied()) and private.may_read_iep_document(name)',
       '(select private.aal_satisfied()) and private.may_write_iep(private.path_uuid(name, 1, 2))', null),
      ('avatars', 'avatars',
       'private.is_school_member(private.path_uuid(name, 1, 2))',
       'private.path_uuid(name, 1, 2) = (select private.active_profile_id())', null),
      ('assignment_files', 'assignment-files',
       'private.may_read_assignment(private.path_uuid(name, 1, 2))',
       'private.may_manage_assignment(private.path_uuid(name, 1, 2))', null),
      ('submission_files', 'submission-files',
       'private.may_read_submission(private.path_uuid(name, 1, 3), private.path_uuid(name, 2, 3))',
       'private.may_write_submission(private.path_uuid(name, 1, 3), private.path_uuid(name, 2, 3))', null),
      ('videos_files', 'videos',
       'exists (select 1 from public.videos v where v.id::text = split_part(name, ''/'', 1))
        and name ~ ''^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+$''',
       'private.may_manage_video(private.path_uuid(name, 1, 2))', 'anon, authenticated')
    ) v (prefix, bucket, may_read, may_write, readers)
  loop
    execute format('drop policy %I on storage.objects', b.prefix || '_select');
    execute format('drop policy %I on storage.objects', b.prefix || '_insert');
    execute format('drop policy %I on storage.objects', b.prefix || '_update');
    execute format('drop policy %I on storage.objects', b.prefix || '_delete');
    perform private.create_bucket_policies(b.prefix, b.bucket, b.may_read, b.may_write, b.may_write,
                                           b.may_write, coalesce(b.readers, 'authenticated'));
  end loop;
end
$do$;

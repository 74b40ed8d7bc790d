-- Files of bin items that expire.
--
-- A bin item's files stay in Storage while it is in the bin (a restore must be complete). When
-- the principal deletes an item for good, the app removes its files first. When an item
-- expires, purge_expired_bin_items() deletes the rows; it now also answers which files those
-- rows held, named while the rows still tie them to the item, so that the caller can remove
-- them. The bytes are not in the database, so SQL alone cannot: the caller that acts on the
-- answer is the app (the bin page calls it whenever a principal opens it). A scheduler that
-- calls it from SQL and ignores the answer leaves those files behind.

drop function public.purge_expired_bin_items();

create function public.purge_expired_bin_items()
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid;
  v_expired uuid[];
  v_assignments uuid[];
  v_accounts uuid[];
  v_files jsonb;
  v_count integer;
begin
  -- Called by the backend (service role or a direct connection: every school) or by a
  -- principal (their school). Nobody else.
  if (select auth.uid()) is not null then
    v_school := (select private.principal_school_id());
    if v_school is null then
      raise exception 'Only a principal may purge the bin' using errcode = '42501';
    end if;
  end if;
  select coalesce(array_agg(d.id), '{}') into v_expired
  from public.deleted_items d
  join public.schools s on s.id = d.school_id
  where d.deleted_at < now() - make_interval(days => s.bin_retention_days)
    and (v_school is null or d.school_id = v_school);

  -- The files of those items, named while the rows still say whose they are: the assignments'
  -- attachments and hand-ins (the item itself or deleted with its subject or class, as
  -- bin_item_assignment_ids finds them for a purge by hand), and a removed account's picture,
  -- plan documents and hand-ins (as bin_member_files finds them).
  select coalesce(array_agg(distinct a), '{}') into v_assignments
  from unnest(v_expired) e(id) cross join lateral unnest(public.bin_item_assignment_ids(e.id)) a;
  select coalesce(array_agg(d.item_id), '{}') into v_accounts
  from public.deleted_items d where d.id = any (v_expired) and d.table_name = 'profiles';
  select coalesce(jsonb_agg(jsonb_build_object('bucket_id', f.bucket_id, 'name', f.name)), '[]') into v_files
  from (
    select o.bucket_id, o.name
    from storage.objects o
    where (o.bucket_id = 'assignment-files' and private.path_uuid(o.name, 1, 2) = any (v_assignments))
       or (o.bucket_id = 'submission-files' and private.path_uuid(o.name, 1, 3) = any (v_assignments))
    union
    select a.bucket_id, a.name from private.account_files(v_accounts) a
  ) f;

  delete from public.deleted_items d where d.id = any (v_expired);
  get diagnostics v_count = row_count;
  return jsonb_build_object('purged', v_count, 'files', v_files);
end;
$$;
comment on function public.purge_expired_bin_items() is
  'Deletes bin items older than their school''s bin_retention_days. Returns {purged: how many, files: [{bucket_id, name}] they held, for the caller to remove}. Run it daily from the backend, and from the bin page.';

revoke all on function public.purge_expired_bin_items() from public, anon;
grant execute on function public.purge_expired_bin_items() to authenticated, service_role;

-- A download link of an attached file says the file's size, so the page must know it without
-- asking Storage once a file. Each message and announcement now has a computed field,
-- attachment_sizes (selected by name in the same read as the row), that gives the size in bytes
-- of each of its attachments in the order named: null where the reader may not read that file
-- (or it is gone). Storage keeps the size in storage.objects.metadata; the sizes are read as the
-- caller, so the message-files bucket's own select policy decides which the reader learns.

create function private.message_file_sizes(p_files text[])
returns bigint[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg((o.metadata ->> 'size')::bigint order by f.n), '{}')
  from unnest(p_files) with ordinality f (name, n)
  left join storage.objects o on o.bucket_id = 'message-files' and o.name = f.name
$$;

comment on function private.message_file_sizes(text[]) is
  'Sizes in bytes of message-files objects, in the order named; null for one the caller may not read (runs as the caller, so the bucket''s select policy decides) or that is gone.';

create function public.attachment_sizes(public.messages)
returns bigint[]
language sql stable
set search_path = ''
as $$
  select private.message_file_sizes($1.attachments)
$$;

create function public.attachment_sizes(public.announcements)
returns bigint[]
language sql stable
set search_path = ''
as $$
  select private.message_file_sizes($1.attachments)
$$;

comment on function public.attachment_sizes(public.messages) is
  'Computed field: the sizes in bytes of the message''s attachments, in the order named; null for a file the caller may not read.';
comment on function public.attachment_sizes(public.announcements) is
  'Computed field: the sizes in bytes of the announcement''s attachments, in the order named; null for a file the caller may not read.';

revoke all on function private.message_file_sizes(text[]),
  public.attachment_sizes(public.messages), public.attachment_sizes(public.announcements)
  from public, anon;

grant execute on function private.message_file_sizes(text[]),
  public.attachment_sizes(public.messages), public.attachment_sizes(public.announcements)
  to authenticated, service_role;

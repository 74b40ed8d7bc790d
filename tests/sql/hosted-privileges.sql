-- The privileges a hosted Supabase project gives the role that `supabase db push` runs the
-- migrations as: `postgres`, which there is not a superuser. Run by a superuser on a database
-- that has supabase/local's platform schema and nothing else; `oppi_deployer` stands in for
-- hosted's `postgres` (the test gives it a name of its own, since roles are the cluster's).
--
-- What it copies (supabase/postgres's migrations, the supautils settings, and Supabase's
-- changelog 34270 "Restricting access on auth, storage and realtime schemas"):
--   * auth, storage and realtime belong to their services' admin roles, schema and tables
--     alike; the deployer may not create anything in them;
--   * the deployer owns the database (so public and what it creates there), has CREATEROLE,
--     CREATEDB and BYPASSRLS, and holds anon, authenticated and service_role with ADMIN OPTION;
--   * it holds every privilege on auth's tables (TRIGGER included, so triggers on auth.users
--     work) and on storage.buckets and storage.objects, and owns the publication
--     supabase_realtime;
--   * it may create, alter and drop row-level security policies on the tables supautils'
--     policy_grants lists for it, and on no other table of those schemas. supautils does that
--     by running those statements as a superuser; here the deployer is made a member of the
--     owning roles, and an event trigger refuses every command the membership would allow
--     beyond policies on the listed tables and triggers. supautils' own documentation counts
--     COMMENT ON POLICY among what policy_grants allows, but hosted projects have refused it
--     ("must be owner of relation objects"), so it is refused here too: a migration keeps a
--     policy's explanation in a comment of its own.
-- supabase/local's own realtime emulation (realtime.local_*) stays the bootstrap's: it has no
-- counterpart on a hosted project.

do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;

create role oppi_deployer login nosuperuser createrole createdb bypassrls;
grant anon, authenticated, service_role to oppi_deployer with admin option;

do $$
declare
  owners constant jsonb := '{"auth": "supabase_auth_admin", "storage": "supabase_storage_admin",
                             "realtime": "supabase_realtime_admin"}';
  r record;
begin
  execute format('alter database %I owner to oppi_deployer', current_database());
  for r in select key as nsp, value as owner from jsonb_each_text(owners) loop
    execute format('alter schema %I owner to %I', r.nsp, r.owner);
    execute format('grant usage on schema %I to oppi_deployer', r.nsp);
  end loop;
  for r in
    select c.oid::regclass as rel, owners ->> n.nspname as owner
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('auth', 'storage', 'realtime') and c.relkind in ('r', 'p', 'v')
       and c.relname not like 'local\_%'
  loop
    execute format('alter table %s owner to %I', r.rel, r.owner);
  end loop;
  for r in
    select p.oid::regprocedure as fn, owners ->> n.nspname as owner
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('auth', 'storage', 'realtime') and p.proname not like 'local\_%'
  loop
    execute format('alter routine %s owner to %I', r.fn, r.owner);
  end loop;
end
$$;

grant all on all tables in schema auth to oppi_deployer;
grant all on all sequences in schema auth to oppi_deployer;
grant execute on all routines in schema auth to oppi_deployer;
grant all on storage.buckets, storage.objects to oppi_deployer with grant option;
grant execute on all routines in schema storage to oppi_deployer;
grant execute on all routines in schema realtime to oppi_deployer;
grant all on schema extensions to oppi_deployer;
grant usage on schema supabase_migrations to oppi_deployer;
grant all on supabase_migrations.schema_migrations to oppi_deployer;
alter publication supabase_realtime owner to oppi_deployer;

-- The stand-in for supautils' policy_grants (see the top of the file), in a schema of its own
-- that the migrations never touch.
grant supabase_storage_admin, supabase_realtime_admin to oppi_deployer;

create schema hosted_check;

-- One function for both events: what a command made or changed (ddl_command_end), and what it
-- dropped (sql_drop).
create function hosted_check.guard() returns event_trigger
language plpgsql
as $$
declare
  policy_tables constant text[] := array[
    'auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions',
    'auth.users', 'realtime.messages', 'storage.buckets', 'storage.migrations',
    'storage.objects', 'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts'];
  cmd record;
  target text;
begin
  if current_user <> 'oppi_deployer' then
    return;
  end if;
  if tg_event = 'sql_drop' then
    for cmd in select * from pg_event_trigger_dropped_objects() loop
      continue when coalesce(cmd.schema_name, '') not in ('auth', 'storage', 'realtime')
        or cmd.object_type in ('policy', 'trigger');
      raise exception 'hosted Supabase refuses this to postgres: DROP % %', cmd.object_type, cmd.object_identity
        using errcode = '42501';
    end loop;
    return;
  end if;
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    -- A policy or trigger has no schema of its own: it counts where its table is.
    select n.nspname || '.' || c.relname into target
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.oid = case cmd.object_type
                     when 'policy' then (select p.polrelid from pg_policy p where p.oid = cmd.objid)
                     when 'trigger' then (select t.tgrelid from pg_trigger t where t.oid = cmd.objid)
                   end;
    continue when coalesce(split_part(target, '.', 1), cmd.schema_name, '')
      not in ('auth', 'storage', 'realtime');
    continue when cmd.command_tag in ('CREATE TRIGGER', 'ALTER TRIGGER');
    continue when cmd.command_tag in ('CREATE POLICY', 'ALTER POLICY') and target = any (policy_tables);
    raise exception 'hosted Supabase refuses this to postgres: % %', cmd.command_tag, cmd.object_identity
      using errcode = '42501';
  end loop;
end
$$;

create event trigger hosted_check_changes on ddl_command_end
  execute function hosted_check.guard();

create event trigger hosted_check_drops on sql_drop
  execute function hosted_check.guard();

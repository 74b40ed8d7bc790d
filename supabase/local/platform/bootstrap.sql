-- What hosted Supabase provides before a project's own migrations run, recreated for
-- supabase/local. Column names and types follow supabase/auth's migrations for every column
-- the local auth server or our migrations use. Runs once on a fresh database; roles are
-- cluster-wide on a real PostgreSQL server, so they are created only when missing.

do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator',
                           'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin']
  loop
    if not exists (select from pg_roles where rolname = r) then
      execute format('create role %I nologin noinherit', r);
    end if;
  end loop;
end
$$;

-- Roles are shared by every database on a server; change them only when needed, so that
-- databases bootstrapped at the same moment (parallel test runs) do not collide on pg_authid.
do $$
declare
  r text;
begin
  foreach r in array array['service_role', 'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin']
  loop
    if not (select rolbypassrls from pg_roles where rolname = r) then
      execute format('alter role %I bypassrls', r);
    end if;
  end loop;
  foreach r in array array['anon', 'authenticated', 'service_role']
  loop
    if not exists (select from pg_auth_members m join pg_roles g on g.oid = m.roleid
                   join pg_roles u on u.oid = m.member
                   where g.rolname = r and u.rolname = 'authenticator') then
      execute format('grant %I to authenticator', r);
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role, supabase_auth_admin;
grant usage on schema storage to anon, authenticated, service_role, supabase_storage_admin;
grant all on schema auth to supabase_auth_admin;
grant all on schema storage to supabase_storage_admin;

-- Hosted Supabase grants every API role all privileges on new objects in public; row-level
-- security is what keeps rows apart. Migrations must be written for exactly this default.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

do $$
begin
  execute format('alter database %I set search_path to "$user", public, extensions', current_database());
end
$$;
set search_path to "$user", public, extensions;

-- ---------------------------------------------------------------------------------------
-- auth schema (supabase/auth)
-- ---------------------------------------------------------------------------------------
do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
    create type auth.factor_status as enum ('unverified', 'verified');
    create type auth.code_challenge_method as enum ('s256', 'plain');
    create type auth.one_time_token_type as enum ('confirmation_token', 'reauthentication_token',
      'recovery_token', 'email_change_token_new', 'email_change_token_current', 'phone_change_token');
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz,
  web_authn_credential jsonb,
  web_authn_aaguid uuid
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null default '0.0.0.0',
  otp_code text,
  web_authn_session_data jsonb
);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

grant all on all tables in schema auth to supabase_auth_admin;
grant all on all sequences in schema auth to supabase_auth_admin;

-- Request-scoped identity, exactly as Supabase defines it: PostgREST ≥ 10 sets only
-- request.jwt.claims; the per-claim setting is read first for older callers. auth.uid(),
-- auth.role() and auth.email() each read one claim, cast to their type, with the same body.
do $do$
declare
  f record;
begin
  for f in
    select * from (values ('uid', 'sub', 'uuid'), ('role', 'role', 'text'), ('email', 'email', 'text'))
      as v(fn, claim, type)
  loop
    execute format(
      $sql$
        create or replace function auth.%1$I() returns %3$s
        language sql stable
        as $body$
          select coalesce(
            nullif(current_setting('request.jwt.claim.%2$s', true), ''),
            (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> %2$L)
          )::%3$s
        $body$
      $sql$,
      f.fn, f.claim, f.type);
  end loop;
end
$do$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role, supabase_auth_admin;

-- ---------------------------------------------------------------------------------------
-- storage schema (supabase/storage): bucket and object metadata with hosted Storage's column
-- names; the bytes live on disk. Every API role may touch both tables and row-level security
-- decides what each caller may do, so projects write their rules as policies here.
-- ---------------------------------------------------------------------------------------
create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select split_part(name, '/', -1) $$;

-- What follows the last dot of the file name; the whole file name when it has no dot.
create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(split_part(name, '/', -1)), '.', 1)) $$;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role, supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, supabase_storage_admin;

-- ---------------------------------------------------------------------------------------
-- realtime schema (supabase/realtime): the publication that decides which tables stream
-- their changes (empty, as on a new hosted project), realtime.messages whose row-level
-- security authorizes private channels, and realtime.topic() for those policies.
-- ---------------------------------------------------------------------------------------
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid() primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Local change capture (hosted Realtime reads the WAL instead): a row trigger on every table
-- of the publication stores the change and notifies its id; the server reads and deletes it.
create table if not exists realtime.local_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);

create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  ident "char";
  old_row jsonb;
  change_id bigint;
begin
  if TG_OP <> 'INSERT' then
    -- old_record follows the replica identity: the whole row with FULL, otherwise the
    -- columns of the primary key (or of the replica identity index).
    select c.relreplident into ident from pg_catalog.pg_class c where c.oid = TG_RELID;
    old_row := pg_catalog.to_jsonb(OLD);
    if ident <> 'f' then
      select coalesce(pg_catalog.jsonb_object_agg(a.attname, old_row -> a.attname::text), '{}'::jsonb)
        into old_row
        from pg_catalog.pg_index i
        join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
       where i.indrelid = TG_RELID
         and case when ident = 'i' then i.indisreplident else i.indisprimary end;
    end if;
  end if;
  insert into realtime.local_changes (schema_name, table_name, type, record, old_record)
  values (TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_OP,
          case when TG_OP <> 'DELETE' then pg_catalog.to_jsonb(NEW) end, old_row)
  returning id into change_id;
  perform pg_catalog.pg_notify('realtime_local_changes', change_id::text);
  return null;
end
$$;

-- Puts the capture trigger on exactly the tables of supabase_realtime.
create or replace function realtime.local_sync_capture() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select c.oid::regclass as rel
      from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'realtime_local_capture'
       and not exists (select from pg_catalog.pg_publication_tables p
                        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname
                          and p.tablename = c.relname)
  loop
    execute pg_catalog.format('drop trigger realtime_local_capture on %s', r.rel);
  end loop;
  for r in
    select pg_catalog.format('%I.%I', p.schemaname, p.tablename) as rel
      from pg_catalog.pg_publication_tables p
     where p.pubname = 'supabase_realtime'
       and not exists (select from pg_catalog.pg_trigger t
                         join pg_catalog.pg_class c on c.oid = t.tgrelid
                         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
                        where t.tgname = 'realtime_local_capture' and n.nspname = p.schemaname
                          and c.relname = p.tablename)
  loop
    execute pg_catalog.format(
      'create trigger realtime_local_capture after insert or update or delete on %s '
      'for each row execute function realtime.local_capture()', r.rel);
  end loop;
end
$$;

create or replace function realtime.local_sync_capture_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.local_sync_capture();
end
$$;

-- Publication changes take effect at once, as they do for logical decoding. Event triggers
-- need a superuser; without one the server still syncs the triggers when it starts.
do $$
begin
  if not exists (select from pg_event_trigger where evtname = 'realtime_local_sync_capture') then
    create event trigger realtime_local_sync_capture on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE',
                   'CREATE TABLE AS', 'SELECT INTO')
      execute function realtime.local_sync_capture_on_ddl();
  end if;
exception when insufficient_privilege then
  null;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Migration bookkeeping, as the Supabase CLI keeps it.
-- ---------------------------------------------------------------------------------------
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

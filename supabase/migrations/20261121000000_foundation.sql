-- Oppi data model: foundation.
--
-- The schema is one migration per domain, applied in name order: foundation; schools and
-- people; classes and subjects; assignments and work; accessibility; notifications and
-- presence; storage; video; insights; accounts and membership; the bin. docs/data-model.md is
-- the map; each file opens with what its domain is and who may do what in it.
--
-- What these migrations assume of the platform (hosted Supabase provides all of it; so does
-- supabase/local/platform/bootstrap.sql):
--   * roles anon, authenticated, service_role (bypassrls) and supabase_auth_admin;
--   * schemas auth (auth.users, auth.identities with Supabase's column names), public and
--     extensions, with pgcrypto and pg_trgm available (enabled below if they are not yet);
--   * auth.uid(), auth.role(), auth.jwt() reading the request.jwt.claims setting;
--   * default privileges that grant ALL on new tables, functions and sequences in public to
--     anon, authenticated and service_role. Row-level security is therefore the only thing
--     between a signed-in (or anonymous) request and a row: every table enables RLS and
--     starts from deny, and every privilege that no request should hold is revoked;
--   * storage.buckets and storage.objects, and realtime.messages with realtime.topic(), and
--     the publication supabase_realtime.
-- Nothing else is assumed: no pg_cron, no other extension, no superuser-only feature. The
-- migrations never alter the platform's own tables in auth, storage or realtime; they add
-- policies and triggers to them.
--
-- Conventions used by every later migration:
--   * private.* holds helpers; the schema is not exposed by the API. Helpers that policies
--     call must stay executable by `authenticated` (Postgres checks EXECUTE as the querying
--     role), all others are revoked from public, anon and authenticated.
--   * every security-definer function pins `search_path = ''` and qualifies every name.
--   * a table with an updated_at column gets its trigger from private.create_updated_at_triggers
--     (below), which names it <table>_set_updated_at.
--   * policies call helpers as `(select private.fn())` so each runs once per statement,
--     not once per row; set-returning helpers as `col = any (array(select private.fn()))`,
--     which the planner turns into index scans (one BitmapOr over all the OR-ed policies)
--     where `col in (select …)` would scan the whole table.

-- pgcrypto is on by default on hosted Supabase, pg_trgm is not: enable both (no-ops where the
-- platform already did).

create extension if not exists pgcrypto with schema extensions;

create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;

revoke all on schema private from public;

grant usage on schema private to authenticated, service_role;

-- Postgres grants EXECUTE on every new function to PUBLIC; in private nothing is callable
-- unless a migration grants it explicitly.
alter default privileges in schema private revoke execute on functions from public;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.set_updated_at() is
  'Trigger: keeps updated_at honest whatever the client sends.';

revoke all on function private.set_updated_at() from public, anon, authenticated;

-- Every table with an updated_at column gets the same trigger: private.set_updated_at before
-- each update, named <table>_set_updated_at. Migrations make it with this, naming the tables.
create function private.create_updated_at_triggers(variadic p_tables text[])
returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  v_table text;
begin
  foreach v_table in array p_tables loop
    execute format('create trigger %I before update on public.%I for each row execute function private.set_updated_at()',
                   v_table || '_set_updated_at', v_table);
  end loop;
end
$$;

comment on function private.create_updated_at_triggers(text[]) is
  'For migrations: gives each named table of public its <table>_set_updated_at trigger (private.set_updated_at before every update).';

revoke all on function private.create_updated_at_triggers(text[]) from public, anon, authenticated;

-- The ten-field jsonb shapes in profiles are validated by key, so a typo in a client does
-- not silently store an unknown setting.
create or replace function private.jsonb_text_in(doc jsonb, key text, allowed text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select doc is null
      or not (doc ? key)
      or jsonb_typeof(doc -> key) = 'null'
      or (doc ->> key) = any (allowed)
$$;

comment on function private.jsonb_text_in(jsonb, text, text[]) is
  'Check-constraint helper: the key is absent, null, or one of the allowed strings.';

-- Check constraints run with the writer's privileges, so writers need EXECUTE; the function
-- is immutable and reveals nothing.
revoke all on function private.jsonb_text_in(jsonb, text, text[]) from public, anon;

grant execute on function private.jsonb_text_in(jsonb, text, text[]) to authenticated, service_role;

-- Segment `position` (1-based) of an object name as a uuid, when the name has exactly `depth`
-- non-empty segments and that segment is a uuid; null otherwise (never an error). Storage
-- paths start with the ids that decide who may see an object (see the storage migration);
-- the policies parse them with this, and profiles.avatar_path's check uses it too, so a
-- malformed path fails a policy or a check instead of raising.
create or replace function private.path_uuid(object_name text, segment integer, depth integer)
returns uuid language plpgsql immutable set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(object_name, '/');
begin
  if v_parts is null or coalesce(array_length(v_parts, 1), 0) <> depth
     or array_position(v_parts, '') is not null then
    return null;
  end if;
  if v_parts[segment] ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return v_parts[segment]::uuid;
  end if;
  return null;
end
$$;

-- The API's requests run without JIT compilation. PostgreSQL compiles a query to machine code
-- when its estimated cost passes jit_above_cost; row-level security makes the planner expect
-- far more rows than a request reads (it cannot see that the policies keep two children of a
-- school's 2,000 students), so a parent's 3-ms dashboard read was estimated past the line and
-- spent about 35 ms compiling before it ran. The API's queries are short reads of a page, which
-- never repay a compilation. The setting belongs to the roles that requests run as: the REST
-- API applies a role's own settings (its `alter role … set`, not an `in database` one) to each
-- request it runs as that role. Roles belong to the whole server, so this holds in every
-- database of it; no other value is wanted in any.
alter role anon set jit = off;

alter role authenticated set jit = off;

alter role service_role set jit = off;

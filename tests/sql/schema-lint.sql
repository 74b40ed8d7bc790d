-- Schema rules every migration must keep. Each query part returns one row per violation;
-- an empty result means the schema is clean. Run as the table owner (postgres).
with
public_tables as (
  select c.oid, c.relname, c.relrowsecurity
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
),
our_functions as (
  select p.oid, n.nspname, p.proname, p.prosecdef, p.proconfig,
         p.oid::regprocedure::text as signature
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
)
select format('table public.%s has no row-level security', relname) as problem
from public_tables where not relrowsecurity
union all
select format('anon holds %s on public.%s', privilege_type, table_name)
from information_schema.role_table_grants
where grantee = 'anon' and table_schema = 'public'
  -- Visitors watch public videos with their captions; RLS limits them to those rows.
  and not (table_name in ('videos', 'video_captions') and privilege_type = 'SELECT')
union all
select format('authenticated holds %s on public.%s', privilege_type, table_name)
from information_schema.role_table_grants
where grantee = 'authenticated' and table_schema = 'public'
  and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')
union all
select format('security definer %s does not pin search_path', signature)
from our_functions
where prosecdef and not exists (select 1 from unnest(coalesce(proconfig, '{}')) c where c like 'search_path=%')
union all
select format('%s is executable by anon', signature)
from our_functions
where has_function_privilege('anon', oid, 'execute')
  -- Asked before a password is tried, by someone not signed in yet.
  and signature not in ('get_enrollment_subject(uuid)', 'sign_in_wait(text)', 'record_sign_in_failure(text)')
union all
select format('private helper %s is executable by PUBLIC', signature)
from our_functions f
where nspname = 'private'
  and exists (select 1 from aclexplode(coalesce((select proacl from pg_proc where oid = f.oid), acldefault('f', (select proowner from pg_proc where oid = f.oid)))) a
              where a.grantee = 0 and a.privilege_type = 'EXECUTE')
union all
select format('auth hook %s is executable by authenticated', signature)
from our_functions
where proname in ('custom_access_token_hook', 'before_user_created_hook', 'password_verification_attempt_hook')
  and has_function_privilege('authenticated', oid, 'execute')
union all
select format('view public.%s runs with its owner''s rights', c.relname)
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind = 'v'
  and c.relname <> 'class_teachers'  -- deliberate: it filters by the caller itself
  and not coalesce(c.reloptions @> array['security_invoker=true'], false)
union all
select format('foreign key %s on public.%s has no index starting with its first column', con.conname, t.relname)
from pg_constraint con
join public_tables t on t.oid = con.conrelid
where con.contype = 'f'
  and not exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indkey[0] = con.conkey[1]);

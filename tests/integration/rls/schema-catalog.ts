/**
 * A schema-only description of a database, made with catalog queries so that it reads the same
 * on PGlite and on PostgreSQL: what `pg_dump --schema-only` would say, as sorted lines per
 * section, for every schema but PostgreSQL's own. Two databases with equal catalogs have the
 * same tables, columns, constraints, indexes, functions, views, policies, grants, triggers,
 * publications, comments and storage buckets. Object ids, dropped columns and the order in which
 * grants were given do not show.
 */
import type { Queryable } from '@oppi/supabase-local/db'

const OURS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`

/** An aclitem[] as text with its items sorted, so that the order of the grants does not count. */
const acl = (col: string) =>
  `coalesce((select string_agg(a::text, ',' order by a::text) from unnest(${col}) a), '-')`

export const catalogQueries: Record<string, string> = {
  schemas: `
    select n.nspname || ' owner=' || pg_get_userbyid(n.nspowner) || ' acl=' || ${acl('n.nspacl')}
    from pg_namespace n where ${OURS}`,
  extensions: `
    select e.extname || ' in ' || n.nspname || ' ' || e.extversion
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  defaultAcls: `
    select coalesce(n.nspname, '*') || ' ' || pg_get_userbyid(d.defaclrole) || ' ' || d.defaclobjtype::text
           || ' ' || ${acl('d.defaclacl')}
    from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  roleSettings: `
    select r.rolname || ' db=' || (s.setdatabase <> 0) || ' ' || array_to_string(s.setconfig, ',')
    from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
    where r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator', 'postgres',
                        'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin')`,
  types: `
    select n.nspname || '.' || t.typname || ' ' || t.typtype::text || ' '
           || coalesce((select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                        from pg_enum e where e.enumtypid = t.oid), '')
           || coalesce(' base=' || format_type(t.typbasetype, t.typtypmod), '')
           || ' acl=' || ${acl('t.typacl')}
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${OURS} and t.typtype::text in ('e', 'd', 'r', 'm')`,
  relations: `
    select n.nspname || '.' || c.relname || ' kind=' || c.relkind::text || ' owner=' || pg_get_userbyid(c.relowner)
           || ' rls=' || c.relrowsecurity || ' force=' || c.relforcerowsecurity
           || ' persistence=' || c.relpersistence::text || ' replident=' || c.relreplident::text
           || ' options=' || coalesce(array_to_string(c.reloptions, ','), '-')
           || ' acl=' || ${acl('c.relacl')}
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and c.relkind::text in ('r', 'p', 'v', 'm', 'S', 'f')`,
  columns: `
    select n.nspname || '.' || c.relname || ' #'
           || row_number() over (partition by c.oid order by a.attnum) || ' ' || a.attname
           || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' notnull=' || a.attnotnull
           || ' default=' || coalesce(pg_get_expr(d.adbin, d.adrelid), '-')
           || ' identity=' || a.attidentity::text || ' generated=' || a.attgenerated::text
           || ' collation=' || coalesce((select collname from pg_collation where oid = a.attcollation
                                          and a.attcollation <> 0), '-')
           || ' acl=' || ${acl('a.attacl')}
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${OURS} and c.relkind::text in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`,
  sequences: `
    select n.nspname || '.' || c.relname || ' ' || format_type(s.seqtypid, null) || ' ' || s.seqstart
           || ' ' || s.seqincrement || ' ' || s.seqmax || ' ' || s.seqmin || ' ' || s.seqcache
           || ' ' || s.seqcycle
    from pg_sequence s join pg_class c on c.oid = s.seqrelid
    join pg_namespace n on n.oid = c.relnamespace where ${OURS}`,
  constraints: `
    select n.nspname || '.' || coalesce(c.relname, t.typname) || ' ' || k.conname || ' '
           || pg_get_constraintdef(k.oid) || ' deferrable=' || k.condeferrable
           || ' deferred=' || k.condeferred
    from pg_constraint k
    join pg_namespace n on n.oid = k.connamespace
    left join pg_class c on c.oid = k.conrelid
    left join pg_type t on t.oid = k.contypid
    where ${OURS}`,
  indexes: `
    select pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where ${OURS}`,
  functions: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
           || ' owner=' || pg_get_userbyid(p.proowner) || ' secdef=' || p.prosecdef
           || ' volatile=' || p.provolatile::text || ' parallel=' || p.proparallel::text
           || ' leakproof=' || p.proleakproof || ' strict=' || p.proisstrict
           || ' config=' || coalesce(array_to_string(p.proconfig, ','), '-')
           || ' acl=' || ${acl('p.proacl')} || E'\\n'
           || case when p.prokind in ('f', 'p', 'w') then pg_get_functiondef(p.oid)
                   else p.prokind::text end
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OURS}`,
  views: `
    select n.nspname || '.' || c.relname || E'\\n' || pg_get_viewdef(c.oid)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and c.relkind::text in ('v', 'm')`,
  policies: `
    select schemaname || '.' || tablename || ' ' || policyname || ' ' || permissive || ' '
           || array_to_string(roles, ',') || ' ' || cmd
           || ' using=' || coalesce(qual, '-') || ' check=' || coalesce(with_check, '-')
    from pg_policies`,
  triggers: `
    select pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and not t.tgisinternal`,
  eventTriggers: `select evtname || ' ' || evtevent || ' ' || evtfoid::regproc::text from pg_event_trigger`,
  rules: `
    select schemaname || '.' || tablename || ' ' || rulename || ' ' || definition
    from pg_rules where schemaname not in ('pg_catalog', 'information_schema')`,
  publications: `
    select p.pubname || ' all=' || p.puballtables || ' ins=' || p.pubinsert || ' upd=' || p.pubupdate
           || ' del=' || p.pubdelete || ' trunc=' || p.pubtruncate
    from pg_publication p`,
  publicationTables: `select pubname || ' ' || schemaname || '.' || tablename from pg_publication_tables`,
  comments: `
    select pg_describe_object(d.classoid, d.objoid, d.objsubid) || ': ' || d.description
    from pg_description d
    where d.objoid >= 16384`,
  buckets: `
    select (to_jsonb(b) - 'created_at' - 'updated_at')::text from storage.buckets b`,
}

export type Catalog = Record<string, string[]>

/** Every section's lines, sorted. */
export async function readCatalog(q: Queryable): Promise<Catalog> {
  const out: Catalog = {}
  for (const [section, sql] of Object.entries(catalogQueries)) {
    const { rows } = await q.query<Record<string, string>>(`select * from (${sql}) s(line)`)
    out[section] = rows.map((r) => r.line).sort()
  }
  return out
}

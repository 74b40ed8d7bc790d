-- Oppi data model, part 11: checks over everything above.
--
-- Hosted Supabase grants ALL on public tables to the API roles, including TRUNCATE,
-- REFERENCES and TRIGGER, which row-level security does not govern. No request needs them.
-- And a table without RLS would be open to every signed-in user: refuse to finish the
-- migration if one exists.

do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel, c.relrowsecurity, c.relkind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format('revoke truncate, references, trigger on %s from anon, authenticated', t.rel);
    if not t.relrowsecurity then
      raise exception 'Table % has no row-level security', t.rel;
    end if;
  end loop;
end
$$;

-- Sequences: only the log's identity, written by a security-definer function.
revoke all on all sequences in schema public from anon, authenticated;

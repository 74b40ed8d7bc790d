-- Every table with an updated_at column gets the same trigger, private.set_updated_at before
-- each update, named <table>_set_updated_at; fifteen statements across the domain files wrote
-- it out. One helper now makes it for the tables a migration names, beside set_updated_at in
-- the foundation, as create_bucket_policies does for a bucket's policies.

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

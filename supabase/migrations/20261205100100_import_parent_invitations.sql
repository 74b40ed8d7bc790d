-- The class-list import invites the parents it names. A `parent_email` column already records
-- each student's parent address (the student is linked to a parent who proves that address);
-- with invite_parents the same import also writes a parent invitation to each such address that
-- has no account yet, in the same transaction as the students. The invitation goes through the
-- existing mechanism: the parent becomes a member, and is linked to the child whose
-- parent_email it is, only once they have proven the address (the accounts and membership
-- migration). The preview (commit false) says what would happen to each address and writes
-- nothing.

-- One entry per distinct parent address of the rows the import accepts:
--   invite      an invitation is (or, in the preview, would be) written and mailed
--   registered  an account has the address: nothing to send, the address links it when proven
--   skipped     the address is a student's of this list, or has an open invitation of another role
create or replace function private.import_parent_invitations(p_rows jsonb, p_report jsonb, p_commit boolean)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_school uuid := (select private.principal_school_id());
  v_students text[];
  v_entry record;
  v_outcome text;
  v_result jsonb := '[]'::jsonb;
begin
  select coalesce(array_agg(lower(btrim(r.value ->> 'email'))), '{}') into v_students
  from jsonb_array_elements(p_rows) r;
  for v_entry in
    select lower(btrim(r.value ->> 'parent_email')) as email,
           array_agg(r.ordinality::int order by r.ordinality) as lines
    from jsonb_array_elements(p_rows) with ordinality r
    join jsonb_array_elements(p_report -> 'rows') rep on (rep.value ->> 'line')::int = r.ordinality
    where rep.value ->> 'outcome' <> 'error'
      and coalesce(btrim(r.value ->> 'parent_email'), '') <> ''
    group by 1
    order by min(r.ordinality)
  loop
    if exists (select 1 from auth.users u where lower(u.email) = v_entry.email) then
      v_outcome := 'registered';
    elsif v_entry.email = any (v_students)
       or exists (select 1 from public.invitations i
                  where i.school_id = v_school and lower(i.email) = v_entry.email and i.role <> 'parent'
                    and i.accepted_at is null and i.revoked_at is null) then
      v_outcome := 'skipped';
    else
      v_outcome := 'invite';
      if p_commit then
        perform private.write_invitation(v_school, (select auth.uid()), v_entry.email, 'parent', '', '',
                                         null, null, null, '{}');
      end if;
    end if;
    v_result := v_result || jsonb_build_object('email', v_entry.email, 'lines', to_jsonb(v_entry.lines),
                                               'outcome', v_outcome);
  end loop;
  return v_result;
end;
$$;

-- The principal's import, as before (aal2 where a factor is owed, one transaction), with the
-- parents' invitations when asked for; the report gains `parents` (empty when not asked).
drop function public.import_students(jsonb, boolean);
create function public.import_students(rows jsonb, commit boolean default false,
                                       invite_parents boolean default false)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_report jsonb;
begin
  perform private.require_aal();
  v_report := private.import_students($1, $2);
  return v_report || jsonb_build_object('parents',
    case when $3 then private.import_parent_invitations($1, v_report, $2) else '[]'::jsonb end);
end
$$;

comment on function public.import_students(jsonb, boolean, boolean) is
  'A class list: checked (commit false) or imported; with invite_parents, each new parent address is invited too (report.parents).';

revoke all on function private.import_parent_invitations(jsonb, jsonb, boolean) from public, anon, authenticated;
revoke all on function public.import_students(jsonb, boolean, boolean) from public, anon;
grant execute on function public.import_students(jsonb, boolean, boolean) to authenticated, service_role;

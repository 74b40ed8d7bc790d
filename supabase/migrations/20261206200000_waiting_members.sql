-- Who waits for the principal's approval. Someone who signed up and named the school waits,
-- inactive and never approved, until the principal decides. An account made for an open
-- invitation also waits inactive, but only for its owner to follow the mailed link: the
-- principal already said yes by inviting, so it is not theirs to approve again (the People page
-- lists it with the invitations). An expired or revoked invitation leaves its account to the
-- principal. Rows follow the caller's own rights on profiles and invitations (security invoker).
create view public.waiting_members with (security_invoker = true) as
  select p.id, p.first_name, p.last_name, p.role, p.created_at
  from public.profiles p
  where p.role in ('teacher', 'student', 'parent')
    and not p.is_active
    and p.approved_at is null
    and p.removed_at is null
    and not exists (
      select 1 from public.invitations i
      where i.user_id = p.id and i.accepted_at is null and i.revoked_at is null
        and i.expires_at > now());

comment on view public.waiting_members is
  'People who asked to join and wait for the principal''s approval, without accounts waiting for their invitation link.';

revoke all on public.waiting_members from anon, authenticated;

grant select on public.waiting_members to authenticated;

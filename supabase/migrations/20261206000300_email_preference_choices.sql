-- Oppi data model: the e-mail choices a person sees on their settings page.
--
-- email_preferences keeps a row only for a kind someone has chosen; a kind without a row uses
-- private.email_default_cadence(), which the queue reads. The page shows the same default by
-- asking this function, so the default is written in one place.

create or replace function public.my_email_preferences()
returns table (kind text, cadence text)
language sql stable security definer
set search_path = ''
as $$
  select k.kind, coalesce(ep.cadence, private.email_default_cadence(k.kind))
  from unnest(array['messages', 'announcements', 'grades', 'absences', 'account']) with ordinality k (kind, n)
  left join public.email_preferences ep
    on ep.profile_id = (select private.active_profile_id()) and ep.kind = k.kind
  where (select private.active_profile_id()) is not null
  order by k.n
$$;

comment on function public.my_email_preferences() is
  'The caller''s e-mail cadence for each kind of news: their own choice, else the default the queue uses.';

revoke all on function public.my_email_preferences() from public, anon;

grant execute on function public.my_email_preferences() to authenticated, service_role;

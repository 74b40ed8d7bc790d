-- A parent's children page shows each child's latest notifications beside the child. As a
-- computed relationship of profiles (`notifications_about(…)` in a select of profiles) they
-- come in the same request as the children: the page stays within three requests. A
-- notification is about a child when the database wrote the child's id into its data; row-level
-- security keeps the rows to the caller's own notifications (security invoker).
create function public.notifications_about(p public.profiles)
returns setof public.notifications
language sql stable
as $$
  select n.* from public.notifications n where n.data ->> 'student_id' = p.id::text
$$;
comment on function public.notifications_about(public.profiles) is
  'The caller''s own notifications about this person (their id in the notification''s data), for embedding in a select of profiles.';
revoke all on function public.notifications_about(public.profiles) from public, anon;
grant execute on function public.notifications_about(public.profiles) to authenticated, service_role;

-- Presence runs on one private channel per school, `presence:school:<school id>`, instead of one
-- channel for everyone: Realtime sends a channel's presence state (ids, roles, routes) to all
-- who join it, so a shared channel told every signed-in browser of every school who was where.
-- Realtime asks row-level security on realtime.messages who may join a private channel (select)
-- and who may track on it (insert), with realtime.topic() set to the channel's name: the active
-- members of that school only. Nothing here allows broadcasts, or any other topic.

create policy school_presence_join on realtime.messages for select to authenticated
  using (
    extension = 'presence'
    and (select realtime.topic()) = 'presence:school:' || (select private.active_school_id())::text
  );

create policy school_presence_track on realtime.messages for insert to authenticated
  with check (
    extension = 'presence'
    and (select realtime.topic()) = 'presence:school:' || (select private.active_school_id())::text
  );

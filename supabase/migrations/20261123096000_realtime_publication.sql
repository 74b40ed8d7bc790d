-- The tables whose changes reach browsers live (Supabase Realtime's postgres_changes). Each
-- subscriber receives a change only when row-level security lets them select that row, so
-- publishing a table shares nothing a person could not already read:
--   notifications          the bell's badge and list update without a reload (published earlier)
--   profiles               a student's page follows accommodations changed by the principal (earlier)
--   assignment_submissions a teacher sees hand-ins arrive, a student sees their grade
alter publication supabase_realtime add table public.assignment_submissions;

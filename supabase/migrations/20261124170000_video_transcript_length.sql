-- A written transcript is text that teachers paste; the form allows 100,000 characters, and the
-- table holds the same limit so that no other path stores an unbounded text.
alter table public.videos
  add constraint videos_transcript_length check (transcript is null or length(transcript) <= 100000);

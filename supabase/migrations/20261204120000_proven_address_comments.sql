-- Two column comments still spoke of confirmed e-mail addresses; since the proof of address
-- (accounts and membership), a link by e-mail and an accepted invitation follow a proven one.

comment on column public.profile_sensitive.parent_email is
  'A parent account of the same school whose proven e-mail equals this is linked to the student automatically.';

comment on column public.invitations.accepted_at is
  'When the invited person proved the invited address (see public.prove_email) and was let in.';

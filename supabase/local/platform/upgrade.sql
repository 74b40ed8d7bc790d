-- Schema added after databases were first bootstrapped. Runs at every start, after
-- bootstrap.sql on a fresh database, so databases made by an older supabase/local get it too;
-- every statement must therefore be idempotent. Names follow supabase/auth's migrations.

-- Passkeys (GoTrue's webauthn_credentials / webauthn_challenges).
create table if not exists auth.webauthn_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null unique,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

create table if not exists auth.webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

grant all on auth.webauthn_credentials, auth.webauthn_challenges to supabase_auth_admin;

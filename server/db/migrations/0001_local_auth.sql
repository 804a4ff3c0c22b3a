-- Tables of the local stand-in for hosted auth and storage. Hosted Supabase
-- keeps these in its own services, so they live here, outside supabase/, in
-- schemas of their own. Only the server (as owner) touches them.

create schema if not exists local_auth;
create schema if not exists local_storage;

create table if not exists local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- How the session began, for the access token's amr claim: otp or oauth.
  method text not null default 'otp',
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  user_agent text,
  ip text
);
create index if not exists sessions_user_idx on local_auth.sessions (user_id);

-- Only the SHA-256 of each refresh token is kept.
create table if not exists local_auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  parent_hash text,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on local_auth.refresh_tokens (session_id);

-- PKCE: the client's code challenge, and the one-time auth code handed back after verification.
create table if not exists local_auth.flow_states (
  id uuid primary key default gen_random_uuid(),
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  provider text not null default 'email',
  auth_code uuid unique,
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);

-- One link token and one 6-digit code per address at a time; hashes only.
create table if not exists local_auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  token_hash text not null unique,
  code_hash text not null,
  flow_state_id uuid references local_auth.flow_states (id) on delete cascade,
  failed_attempts integer not null default 0,
  created_at timestamptz not null
);
create index if not exists one_time_tokens_email_idx on local_auth.one_time_tokens (email);

create table if not exists local_auth.email_sends (
  id bigint generated always as identity primary key,
  email text not null,
  sent_at timestamptz not null
);
create index if not exists email_sends_email_idx on local_auth.email_sends (email, sent_at desc);
create index if not exists email_sends_sent_idx on local_auth.email_sends (sent_at);

-- The development mailbox (never written in production).
create table if not exists local_auth.mailbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  code text,
  sent_at timestamptz not null default now()
);

create table if not exists local_storage.objects (
  bucket text not null,
  name text not null,
  content_type text not null,
  data bytea not null,
  size integer not null,
  updated_at timestamptz not null default now(),
  primary key (bucket, name)
);

alter table local_auth.sessions enable row level security;
alter table local_auth.refresh_tokens enable row level security;
alter table local_auth.flow_states enable row level security;
alter table local_auth.one_time_tokens enable row level security;
alter table local_auth.email_sends enable row level security;
alter table local_auth.mailbox enable row level security;
alter table local_storage.objects enable row level security;

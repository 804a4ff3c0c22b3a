-- Rate-limit windows of the local auth stand-in, kept in the database so
-- that every server on it counts together: a client cannot multiply its
-- allowance by the number of servers behind the load balancer, and a
-- restart does not reset a window. One row per limit and key (an address
-- or a requester); expired rows are deleted as the server goes.

create table if not exists local_auth.rate_limits (
  bucket text not null,
  key text not null,
  count integer not null,
  reset_at timestamptz not null,
  primary key (bucket, key)
);
create index if not exists rate_limits_reset_idx on local_auth.rate_limits (reset_at);
alter table local_auth.rate_limits enable row level security;

-- Platform: secrets shared by every instance (e.g. the JWT signing key when JWT_SECRET is not set).
create extension if not exists btree_gist;

create table system_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

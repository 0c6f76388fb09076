-- Back-office users: ADMINs run the business, OWNERs manage their own boats.
create table users (
  id integer generated always as identity primary key,
  email text not null check (email = lower(email) and position('@' in email) > 1),
  password_hash text not null,
  role text not null check (role in ('ADMIN', 'OWNER')),
  first_name text not null,
  last_name text not null,
  phone text,
  active boolean not null default true,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (email);
create index users_role_idx on users (role) where active;

-- Failed logins in a sliding window, per account and per client address; shared by every instance.
create table login_failures (
  id bigint generated always as identity primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index login_failures_key_idx on login_failures (key, created_at);

-- The application's own rights (issue 15: history can't be rewritten, even by the app).
-- Migrations run as the tables' owner; the server and the worker connect as a login role that is
-- a member of the group role `fethiye_app`, which owns nothing and holds only what the code uses.
-- Owning nothing, it cannot ALTER TABLE ... DISABLE TRIGGER or DROP; without UPDATE, DELETE and
-- TRUNCATE on `events` the log is append-only for it whatever the triggers say; not being a
-- superuser, it cannot SET session_replication_role.
--
-- Roles belong to the cluster, grants to the database: the role is created once (by whichever
-- database migrates first, or by an administrator beforehand), the grants below are stored in
-- this database's catalog and travel with it (a test database cloned from a template has them).
do $$
begin
  if not exists (select from pg_roles where rolname = 'fethiye_app') then
    if not exists (select from pg_roles where rolname = current_user and (rolsuper or rolcreaterole)) then
      raise exception 'fethiye_app rolü yok ve % rol oluşturamıyor: bir yönetici bir kez "create role fethiye_app nologin" çalıştırmalı', current_user;
    end if;
    begin
      create role fethiye_app nologin;
    exception when duplicate_object or unique_violation then
      null; -- another database of the cluster created it meanwhile
    end;
  end if;
end $$;

-- Databases made before PostgreSQL 15 let every role create objects in `public`.
do $$
begin
  if exists (select from pg_namespace n, aclexplode(n.nspacl) a
             where n.nspname = 'public' and a.grantee = 0 and a.privilege_type = 'CREATE') then
    revoke create on schema public from public;
  end if;
end $$;

grant usage on schema public to fethiye_app;

-- Per table, what the code does with it (TRUNCATE nowhere: rebuilds run as the owner).
-- SELECT ... FOR UPDATE and ON CONFLICT DO UPDATE need UPDATE; LOCK ... SHARE ROW EXCLUSIVE needs
-- UPDATE or DELETE; foreign-key checks and cascades run as the owner and need nothing here.
-- The log: appended and read, never changed.
grant select, insert on events to fethiye_app;
grant select, insert on system_secrets to fethiye_app;
-- Written in place, never deleted (stream versions, checkpoints, soft-deactivated rows, KVKK blanking).
grant select, insert, update on streams, projection_checkpoints, users, settings, boats, customers,
  contact_messages, outbox_mails to fethiye_app;
-- Added and removed, never edited.
grant select, insert, delete on login_failures, subscribers, documents to fethiye_app;
-- Rows made by migrations, edited by the office (catalog_version: bumped by triggers on the catalog).
grant select, update on website_sections, mail_templates, catalog_version to fethiye_app;
-- Catalog and content the office edits freely, and the read models the projections fold.
grant select, insert, update, delete on places, boat_types, boat_prices, boat_images, boat_comments,
  blog_posts, banks, team_members, faqs, occupancy, reservations, payments, closings, boat_dates to fethiye_app;
-- Reservation numbers (nextval). Identity columns need no grant on their sequences.
grant usage on sequence reservation_reference_seq to fethiye_app;
-- Functions called in queries (trigger functions need nothing: they run when the trigger fires).
grant execute on function tr_fold(text), boats_search_text(text, integer, integer), require_true(boolean, text) to fethiye_app;
-- schema_migrations: nothing.

-- Objects that later migrations create (run by the same owner) get the usual application rights;
-- a later table that must stay append-only revokes what it must not have in its own migration.
alter default privileges in schema public grant select, insert, update, delete on tables to fethiye_app;
alter default privileges in schema public grant usage on sequences to fethiye_app;
alter default privileges in schema public grant execute on functions to fethiye_app;

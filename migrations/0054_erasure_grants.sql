-- A KVKK erasure that the office extends to the person's contact messages deletes them
-- (reservations/erasure.ts); the app's role was given no DELETE on them by 0050.
grant delete on contact_messages to fethiye_app;

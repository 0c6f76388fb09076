-- Mail at speed. A mail whose last retry failed (its job went to `mail.dead`) is `dead`: nothing
-- retries it on its own, the panel shows it with the reason and a person may queue it again.
-- Bulk mail (contact-form copies, anything marked so) is marked, so its jobs get the lower priority
-- and transactional mail (reservations, bank details, confirmations) overtakes a bulk backlog.
alter table outbox_mails drop constraint outbox_mails_status_check;
alter table outbox_mails add constraint outbox_mails_status_check
  check (status in ('queued', 'sending', 'sent', 'failed', 'dead', 'skipped', 'logged', 'abandoned'));

-- Rows that already gave up carry the note the dead-letter handler wrote.
update outbox_mails set status = 'dead'
where status = 'failed' and last_error = 'Tüm denemeler başarısız oldu; e-posta gönderilemedi.';

alter table outbox_mails add column bulk boolean not null default false;
update outbox_mails set bulk = true where kind = 'contact_copy';

-- "Resend every dead mail" and the panel's filter find them without reading the whole outbox.
create index outbox_mails_dead_idx on outbox_mails (created_at) where status = 'dead';
-- Rows queued while no pg-boss ran, found by the dispatch schedule.
create index outbox_mails_without_job_idx on outbox_mails (created_at) where status = 'queued' and job_id is null;

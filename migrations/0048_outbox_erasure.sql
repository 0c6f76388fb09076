-- KVKK erasure reaches the mail outbox: a mail of an erased person stays as the record that it was
-- sent (kind, time, status, reservation) without the person; `erased_at` says when its recipient,
-- subject and body went. An erased row is never claimed for delivery again.
alter table outbox_mails add column erased_at timestamptz;

-- The erasure finds every mail sent to the person's address, whatever case it was typed in.
create index outbox_mails_recipient_idx on outbox_mails (lower(recipient)) where recipient is not null;

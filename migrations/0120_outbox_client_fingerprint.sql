-- Issue 35 point 3: the per-client hourly mail limit counts every visitor-caused mail whatever the form
-- (booking, contact, enquiry), so the outbox row keeps the keyed hash of the client address that caused
-- it (never the address). Erasure blanks it with the rest of the person's mail.
alter table outbox_mails add column client_fingerprint text;

-- The booking mails already written get their customer's fingerprint (blank for an erased customer).
update outbox_mails o set client_fingerprint = c.client_fingerprint
from reservations r join customers c on c.id = r.customer_id
where r.id = o.reservation_id and c.client_fingerprint is not null
  and o.kind in ('reservation_received_customer', 'hold_confirmation');

create index outbox_mails_client_idx on outbox_mails (client_fingerprint, created_at) where client_fingerprint is not null;

-- Issue 21, cancellation policies in the mails: the customer's booking receipt and confirmation name the
-- boat's policy ({{cancellation_policy}}, written in the mail's language). A template that already
-- mentions it is left as the office wrote it.
update mail_templates
set body = body || '<p>İptal koşulları: {{cancellation_policy}}</p>', updated_at = now()
where kind in ('reservation_received_customer', 'confirmation') and language = 'tr'
  and body not like '%{{cancellation_policy}}%';

update mail_templates
set body = body || '<p>Cancellation terms: {{cancellation_policy}}</p>', updated_at = now()
where kind in ('reservation_received_customer', 'confirmation') and language = 'en'
  and body not like '%{{cancellation_policy}}%';

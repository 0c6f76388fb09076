-- Issue 21 point 2, extras in the mails: the customer's booking receipt and confirmation and the office's
-- notice list the reservation's extras with their prices ({{extras}}, in the mail's language). A template
-- that already mentions them is left as the office wrote it.
update mail_templates
set body = body || '<p>Ekstralar: {{extras}}</p>', updated_at = now()
where kind in ('reservation_received_customer', 'confirmation', 'reservation_received_office') and language = 'tr'
  and body not like '%{{extras}}%';

update mail_templates
set body = body || '<p>Extras: {{extras}}</p>', updated_at = now()
where kind in ('reservation_received_customer', 'confirmation', 'reservation_received_office') and language = 'en'
  and body not like '%{{extras}}%';

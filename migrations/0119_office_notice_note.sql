-- Issue 36: the customer's booking note reached no office notice. The office's "new reservation" mail
-- shows it ({{customer_note}}, "—" when there is none). A template that already mentions it is left as
-- the office wrote it.
update mail_templates
set body = body || '<p>Müşterinin notu: {{customer_note}}</p>', updated_at = now()
where kind = 'reservation_received_office' and body not like '%{{customer_note}}%';

-- The balance reminders (a week before the due day, and on it; migration 0080) are customer mails and
-- carry the link to the reservation page like the others (0073): appended in both languages, with 0073's
-- wording. A template that already names it is left as the office wrote it.
update mail_templates
set body = body || '<p>Rezervasyonunuzu görmek, yolcu listesini girmek veya iptal istemek için: {{reservation_link}}</p>',
    updated_at = now()
where kind in ('balance_reminder', 'balance_due_today')
  and language = 'tr' and position('{{reservation_link}}' in body) = 0;

update mail_templates
set body = body || '<p>To see your booking, enter the passenger list or ask to cancel: {{reservation_link}}</p>',
    updated_at = now()
where kind in ('balance_reminder', 'balance_due_today')
  and language = 'en' and position('{{reservation_link}}' in body) = 0;

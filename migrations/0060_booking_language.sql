-- The English site: a booking remembers the language it was made in (its customer mails go in it),
-- and each customer mail has an English template beside the Turkish one, edited on the same screen.
alter table reservations add column language text not null default 'tr' check (language in ('tr', 'en'));

alter table mail_templates add column language text not null default 'tr' check (language in ('tr', 'en'));
alter table mail_templates drop constraint mail_templates_kind_key;
alter table mail_templates add constraint mail_templates_kind_language_key unique (kind, language);

insert into mail_templates (kind, language, name, subject, body) values
  ('reservation_received_customer', 'en', 'Rezervasyon talebi alındı (müşteriye, İngilizce)',
   'Your booking request has been received: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>We have received your booking request for <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}}. Your booking reference is <strong>{{reservation_no}}</strong>.</p><p>Total: {{total}}. To confirm your booking, please pay the 20% deposit ({{deposit}}) by {{option_until}}; the balance of {{balance}} is paid on board.</p><p>We wish you a wonderful holiday.</p>'),
  ('bank_details', 'en', 'Banka bilgileri (İngilizce)',
   'Bank details for your deposit: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>To confirm your booking of <strong>{{boat_name}}</strong> ({{reservation_no}}), please send the deposit of {{deposit}} by {{option_until}} to one of the accounts below. Please quote your booking reference in the payment description.</p>{{bank_list}}'),
  ('confirmation', 'en', 'Rezervasyon onayı (İngilizce)',
   'Your booking is confirmed: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Your booking of <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}} is confirmed.</p><p>Total: {{total}}. Deposit received: {{deposit}}. The balance of {{balance}} is paid on board.</p><p>Your booking reference is <strong>{{reservation_no}}</strong>.</p>'),
  ('option_expired', 'en', 'Opsiyon süresi doldu (İngilizce)',
   'Your booking option has expired: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>The option we held for <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}} has expired because no deposit was received, and the dates have been released. If you would like to book again, please get in touch.</p>'),
  ('contact_copy', 'en', 'İletişim formu kopyası (İngilizce)',
   'We received your message: {{subject}}',
   '<p>Dear {{customer_name}},</p><p>Thank you for contacting us. A copy of your message is below; we will reply as soon as possible.</p><blockquote>{{message}}</blockquote>'),
  ('hold_confirmation', 'en', 'Rezervasyon isteğini onaylama (yoğunlukta, müşteriye, İngilizce)',
   'Please confirm your booking request: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>We have received your booking request for <strong>{{boat_name}}</strong> from {{start_date}} to {{end_date}} (reference <strong>{{reservation_no}}</strong>).</p><p>As we are receiving many requests right now, the dates are held for you only until <strong>{{option_until}}</strong>. Open the link below to confirm your request; once confirmed, the dates are held for the usual deposit period:</p><p>{{confirm_link}}</p><p>Total: {{total}}, 20% deposit: {{deposit}}. If you did not make this request, please ignore this e-mail; an unconfirmed request lapses by itself.</p>');

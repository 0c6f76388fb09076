-- Issue 22 point 3: a charter boarding within three days whose passenger list is incomplete reminds
-- the customer (the daily job `reservations.passenger-reminders`), with the link to the page.
alter table mail_templates drop constraint mail_templates_kind_check;
alter table mail_templates add constraint mail_templates_kind_check check (kind in (
  'reservation_received_customer', 'reservation_received_office', 'bank_details',
  'confirmation', 'option_expired', 'contact_copy', 'hold_confirmation', 'hold_surge_office',
  'cancellation_request_office', 'cancellation_accepted', 'cancellation_refused', 'passenger_list_reminder'));

insert into mail_templates (kind, language, name, subject, body) values
  ('passenger_list_reminder', 'tr', 'Yolcu listesi hatırlatması (müşteriye)',
   'Yolcu listenizi tamamlayın: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> ile yolculuğunuza ({{dates}}) az kaldı. Liman başkanlığına verilecek yolcu listesi henüz eksik: lütfen her misafirin adını soyadını, uyruğunu, kimlik veya pasaport numarasını ve doğum tarihini girin.</p><p>Yolcu listesi: {{reservation_link}}</p>'),
  ('passenger_list_reminder', 'en', 'Yolcu listesi hatırlatması (müşteriye, İngilizce)',
   'Please complete your passenger list: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Your trip on <strong>{{boat_name}}</strong> ({{dates}}) is coming up. The passenger list for the harbour master is still incomplete: please enter every guest’s full name, nationality, ID or passport number and date of birth.</p><p>Passenger list: {{reservation_link}}</p>');

-- Issue 22 (points 1, 3, 4): the visitor's own reservation page.
--
-- The signed link: one row per reservation, written in the booking's statement. The token is an HMAC
-- of the reservation id and `salt` under a key derived from the shared JWT key (so a mail rendered
-- later can write the link again); only its SHA-256 is kept to find it. The office revokes a link by
-- giving the reservation a new salt (the old token then matches nothing). Kept outside the event log:
-- it is a secret. No foreign key to `reservations`: that read model is truncated by a rebuild.
create table reservation_links (
  reservation_id uuid primary key,
  salt text not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  renewed_at timestamptz
);

-- The passenger list the visitor enters (for the harbour master): personal data, outside the event
-- log like `customers`, erased with the customer (booking/reservation/erasure.ts).
create table passenger_lists (
  reservation_id uuid primary key,
  emergency_phone text not null,
  updated_at timestamptz not null
);
create table passengers (
  reservation_id uuid not null references passenger_lists (reservation_id) on delete cascade,
  position integer not null check (position >= 1),
  full_name text not null,
  nationality text not null,
  document_no text not null,
  birth_date date not null,
  consented_at timestamptz not null,
  primary key (reservation_id, position)
);

-- A visitor's pending cancellation request (CancellationRequested; cleared by the cancellation or by
-- CancellationRequestRefused), folded into the reservations read model.
alter table reservations add column cancellation_request jsonb;

-- The new mails: the office hears of a cancellation request; the customer of its acceptance (the
-- cancellation with its refund) or its refusal (with the office's reason).
alter table mail_templates drop constraint mail_templates_kind_check;
alter table mail_templates add constraint mail_templates_kind_check check (kind in (
  'reservation_received_customer', 'reservation_received_office', 'bank_details',
  'confirmation', 'option_expired', 'contact_copy', 'hold_confirmation', 'hold_surge_office',
  'cancellation_request_office', 'cancellation_accepted', 'cancellation_refused'));

insert into mail_templates (kind, language, name, subject, body) values
  ('cancellation_request_office', 'tr', 'İptal talebi (ofise)',
   'İptal talebi: {{reservation_no}}',
   '<p>{{customer_name}}, <strong>{{boat_name}}</strong> ({{dates}}, {{reservation_no}}) rezervasyonunun iptalini istedi.</p><p>Bugünkü iptal koşullarına göre iade: {{refund_amount}}.</p><p>Talebi rezervasyon ekranından kabul edin (iptal) veya nedenini yazarak reddedin.</p>'),
  ('cancellation_accepted', 'tr', 'İptal talebi kabul edildi (müşteriye)',
   'Rezervasyonunuz iptal edildi: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> ({{dates}}) için <strong>{{reservation_no}}</strong> numaralı rezervasyonunuz isteğiniz üzerine iptal edildi.</p><p>İade edilecek tutar: {{refund_amount}}.</p><p>Rezervasyonunuz: {{reservation_link}}</p>'),
  ('cancellation_accepted', 'en', 'İptal talebi kabul edildi (müşteriye, İngilizce)',
   'Your booking has been cancelled: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>As you asked, your booking <strong>{{reservation_no}}</strong> of <strong>{{boat_name}}</strong> ({{dates}}) has been cancelled.</p><p>Refund due to you: {{refund_amount}}.</p><p>Your booking: {{reservation_link}}</p>'),
  ('cancellation_refused', 'tr', 'İptal talebi reddedildi (müşteriye)',
   'İptal talebiniz hakkında: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> ({{dates}}) için <strong>{{reservation_no}}</strong> numaralı rezervasyonunuzun iptal talebini kabul edemedik.</p><p>Nedeni: {{refusal_reason}}</p><p>Rezervasyonunuz geçerlidir. Sorularınız için bize yazabilirsiniz.</p><p>Rezervasyonunuz: {{reservation_link}}</p>'),
  ('cancellation_refused', 'en', 'İptal talebi reddedildi (müşteriye, İngilizce)',
   'About your cancellation request: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>We could not accept your request to cancel booking <strong>{{reservation_no}}</strong> of <strong>{{boat_name}}</strong> ({{dates}}).</p><p>Reason: {{refusal_reason}}</p><p>Your booking stands. Please write to us with any questions.</p><p>Your booking: {{reservation_link}}</p>');

-- Every customer mail carries the link to the reservation page (the contact form's copy has no
-- reservation). A template that already names it is left as the office wrote it.
update mail_templates
set body = body || '<p>Rezervasyonunuzu görmek, yolcu listesini girmek veya iptal istemek için: {{reservation_link}}</p>',
    updated_at = now()
where kind in ('reservation_received_customer', 'bank_details', 'confirmation', 'option_expired', 'hold_confirmation')
  and language = 'tr' and body not like '%{{reservation_link}}%';

update mail_templates
set body = body || '<p>To see your booking, enter the passenger list or ask to cancel: {{reservation_link}}</p>',
    updated_at = now()
where kind in ('reservation_received_customer', 'bank_details', 'confirmation', 'option_expired', 'hold_confirmation')
  and language = 'en' and body not like '%{{reservation_link}}%';

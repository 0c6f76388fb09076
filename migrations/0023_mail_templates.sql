-- One editable mail template per kind of mail the product sends. The placeholders each kind
-- may use are defined in server/src/mail/placeholders.ts; sending arrives with the mail job.
create table mail_templates (
  id integer generated always as identity primary key,
  kind text not null unique check (kind in (
    'reservation_received_customer', 'reservation_received_office', 'bank_details',
    'confirmation', 'option_expired', 'contact_copy')),
  name text not null,
  subject text not null,
  body text not null,
  active boolean not null default true,
  updated_at timestamptz not null default now()
);

insert into mail_templates (kind, name, subject, body) values
  ('reservation_received_customer', 'Rezervasyon talebi alındı (müşteriye)',
   'Rezervasyon talebiniz alındı: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> için {{start_date}} – {{end_date}} tarihleri arasındaki rezervasyon talebiniz alındı. Rezervasyon numaranız: <strong>{{reservation_no}}</strong>.</p><p>Toplam tutar: {{total}}. Yerinizi kesinleştirmek için {{option_until}} tarihine kadar %20 ön ödeme ({{deposit}}) yapmanız gerekir; kalan {{balance}} teknede ödenir.</p><p>İyi tatiller dileriz.</p>'),
  ('reservation_received_office', 'Yeni rezervasyon (ofise)',
   'Yeni rezervasyon: {{boat_name}} / {{start_date}}',
   '<p>Yeni bir rezervasyon talebi var.</p><ul><li>Rezervasyon no: {{reservation_no}}</li><li>Müşteri: {{customer_name}} ({{customer_email}}, {{customer_phone}})</li><li>Tekne: {{boat_name}}</li><li>Tarihler: {{start_date}} – {{end_date}}</li><li>Toplam: {{total}}, ön ödeme: {{deposit}}</li></ul>'),
  ('bank_details', 'Banka bilgileri',
   'Ön ödeme için banka bilgileri: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> rezervasyonunuzu ({{reservation_no}}) kesinleştirmek için {{deposit}} tutarındaki ön ödemeyi {{option_until}} tarihine kadar aşağıdaki hesaplardan birine gönderebilirsiniz. Açıklama kısmına rezervasyon numaranızı yazmayı unutmayın.</p>{{bank_list}}'),
  ('confirmation', 'Rezervasyon onayı',
   'Rezervasyonunuz onaylandı: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> için {{start_date}} – {{end_date}} tarihli rezervasyonunuz onaylandı.</p><p>Toplam: {{total}}. Alınan ön ödeme: {{deposit}}. Kalan {{balance}} teknede ödenir.</p><p>Rezervasyon numaranız: <strong>{{reservation_no}}</strong>.</p>'),
  ('option_expired', 'Opsiyon süresi doldu',
   'Rezervasyon opsiyonunuzun süresi doldu: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> için {{start_date}} – {{end_date}} tarihlerinde tuttuğumuz opsiyonun süresi ön ödeme alınmadığı için doldu ve tarihler serbest bırakıldı. Yeniden rezervasyon yapmak isterseniz bize ulaşabilirsiniz.</p>'),
  ('contact_copy', 'İletişim formu kopyası',
   'Mesajınızı aldık: {{subject}}',
   '<p>Sayın {{customer_name}},</p><p>Bize ulaştığınız için teşekkür ederiz. Mesajınızın bir kopyası aşağıdadır; en kısa sürede dönüş yapacağız.</p><blockquote>{{message}}</blockquote>');

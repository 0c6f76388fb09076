-- The flood valve's two mails: to a visitor whose hold is short until confirmed, and one alert to
-- the office when website holds of the last hour pass the threshold.
alter table mail_templates drop constraint mail_templates_kind_check;
alter table mail_templates add constraint mail_templates_kind_check check (kind in (
  'reservation_received_customer', 'reservation_received_office', 'bank_details',
  'confirmation', 'option_expired', 'contact_copy', 'hold_confirmation', 'hold_surge_office'));

insert into mail_templates (kind, name, subject, body) values
  ('hold_confirmation', 'Rezervasyon isteğini onaylama (yoğunlukta, müşteriye)',
   'Rezervasyon isteğinizi onaylayın: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> için {{start_date}} – {{end_date}} tarihleri arasındaki rezervasyon isteğiniz alındı (numara: <strong>{{reservation_no}}</strong>).</p><p>Şu anda çok sayıda istek aldığımız için tarihler sizin için yalnızca <strong>{{option_until}}</strong> saatine kadar tutuluyor. İsteğinizi onaylamak için aşağıdaki bağlantıyı açın; onayladığınızda tarihler ön ödeme için normal süre boyunca tutulur:</p><p>{{confirm_link}}</p><p>Toplam tutar: {{total}}, %20 ön ödeme: {{deposit}}. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; onaylanmayan istek kendiliğinden düşer.</p>'),
  ('hold_surge_office', 'Yoğun rezervasyon isteği uyarısı (ofise)',
   'Uyarı: son bir saatte {{recent_holds}} site rezervasyon isteği',
   '<p>Son bir saatte sitede {{recent_holds}} rezervasyon isteği açıldı; bu, eşiğin ({{surge_threshold}}) üzerinde.</p><p>Oran düşene kadar yeni site istekleri tarihleri yalnızca {{surge_minutes}} dakika tutar; ziyaretçi e-postadaki bağlantıyla onaylarsa normal opsiyon süresi uygulanır. Rezervasyonlar ekranında kanal ve istemci özetine bakarak aynı kaynaktan gelen opsiyonları toplu iptal edebilirsiniz.</p><p>Bu uyarı saatte en fazla bir kez gönderilir.</p>');

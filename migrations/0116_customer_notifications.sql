-- Issue 34 point 4: nothing that changes the customer's booking happens silently. The office's actions
-- tell the customer (unless its "müşteriye bildir" box is off): a payment that does not confirm the option
-- a receipt, its cancellation the refund the policy gives, a refund paid a notice, new dates or extras the
-- new terms. (The deposit that confirms sends the existing confirmation, with the contract.) Customer
-- mails, so each in Turkish and English; the balance is described by `{{balance_terms}}`, never by a fixed
-- sentence here.
--
-- The kinds are added to whatever the check allows now (as 0080), so another migration that adds kinds of
-- its own keeps them, in either order.
do $$
declare def text;
begin
  select pg_get_constraintdef(oid) into def from pg_constraint
  where conrelid = 'mail_templates'::regclass and conname = 'mail_templates_kind_check';
  if position('ARRAY[' in def) = 0 then
    raise exception 'mail_templates_kind_check has an unexpected shape: %', def;
  end if;
  alter table mail_templates drop constraint mail_templates_kind_check;
  execute 'alter table mail_templates add constraint mail_templates_kind_check '
    || replace(def, 'ARRAY[', 'ARRAY[''payment_receipt''::text, ''cancellation_office''::text, ''refund_notice''::text, ''terms_changed''::text, ');
end $$;

insert into mail_templates (kind, language, name, subject, body) values
  ('payment_receipt', 'tr', 'Ödeme alındı (müşteriye)',
   'Ödemeniz alındı: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> rezervasyonunuz ({{dates}}, numara <strong>{{reservation_no}}</strong>) için <strong>{{payment_amount}}</strong> tutarındaki ödemenizi aldık, teşekkür ederiz.</p><p>Toplam tutar: {{total}}. Şimdiye kadar ödenen: {{paid_total}}. Kalan: <strong>{{balance_due}}</strong>. {{balance_terms}}</p><p>Rezervasyonunuz: {{reservation_link}}</p>'),
  ('payment_receipt', 'en', 'Ödeme alındı (müşteriye, İngilizce)',
   'Payment received: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Thank you: we have received your payment of <strong>{{payment_amount}}</strong> for your booking of <strong>{{boat_name}}</strong> ({{dates}}, reference <strong>{{reservation_no}}</strong>).</p><p>Total: {{total}}. Paid so far: {{paid_total}}. Still to pay: <strong>{{balance_due}}</strong>. {{balance_terms}}</p><p>Your booking: {{reservation_link}}</p>'),
  ('cancellation_office', 'tr', 'Rezervasyon iptal edildi, ofisin iptali (müşteriye)',
   'Rezervasyonunuz iptal edildi: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> ({{dates}}) için <strong>{{reservation_no}}</strong> numaralı rezervasyonunuz iptal edildi; tarihler artık sizin için tutulmuyor.</p><p>{{refund_summary}}</p><p>İptal koşulları: {{cancellation_policy}}</p><p>Sorularınız için bize yazabilirsiniz. Rezervasyonunuz: {{reservation_link}}</p>'),
  ('cancellation_office', 'en', 'Rezervasyon iptal edildi, ofisin iptali (müşteriye, İngilizce)',
   'Your booking has been cancelled: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Your booking <strong>{{reservation_no}}</strong> of <strong>{{boat_name}}</strong> ({{dates}}) has been cancelled; the dates are no longer held for you.</p><p>{{refund_summary}}</p><p>Cancellation terms: {{cancellation_policy}}</p><p>If you have any questions, please write to us. Your booking: {{reservation_link}}</p>'),
  ('refund_notice', 'tr', 'İade ödendi (müşteriye)',
   'İadeniz ödendi: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p>İptal edilen <strong>{{reservation_no}}</strong> numaralı rezervasyonunuz (<strong>{{boat_name}}</strong>, {{dates}}) için <strong>{{refund_amount}}</strong> tutarındaki iadeyi size ödedik. Havale veya kartla yapılan bir iadenin hesabınıza geçmesi bankanıza göre birkaç iş günü sürebilir.</p><p>Rezervasyonunuz: {{reservation_link}}</p>'),
  ('refund_notice', 'en', 'İade ödendi (müşteriye, İngilizce)',
   'Your refund has been paid: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>We have paid you a refund of <strong>{{refund_amount}}</strong> for your cancelled booking <strong>{{reservation_no}}</strong> (<strong>{{boat_name}}</strong>, {{dates}}). A refund by bank transfer or card may take a few working days to reach your account, depending on your bank.</p><p>Your booking: {{reservation_link}}</p>'),
  ('terms_changed', 'tr', 'Rezervasyon koşulları değişti (müşteriye)',
   'Rezervasyonunuz güncellendi: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> için <strong>{{reservation_no}}</strong> numaralı rezervasyonunuzda değişiklik yapıldı. Güncel koşullar:</p><ul><li>Tarihler: {{dates}}</li><li>Ekstralar: {{extras}}</li><li>Toplam tutar: {{total}}</li><li>Ön ödeme: {{deposit}}</li><li>Kalan: {{balance}}. {{balance_terms}}</li></ul><p>İptal koşulları: {{cancellation_policy}}</p><p>Bir yanlışlık olduğunu düşünüyorsanız lütfen bize yazın. Rezervasyonunuz: {{reservation_link}}</p>'),
  ('terms_changed', 'en', 'Rezervasyon koşulları değişti (müşteriye, İngilizce)',
   'Your booking has been updated: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Your booking <strong>{{reservation_no}}</strong> of <strong>{{boat_name}}</strong> has been changed. The terms now are:</p><ul><li>Dates: {{dates}}</li><li>Extras: {{extras}}</li><li>Total: {{total}}</li><li>Deposit: {{deposit}}</li><li>Balance: {{balance}}. {{balance_terms}}</li></ul><p>Cancellation terms: {{cancellation_policy}}</p><p>If anything looks wrong, please write to us. Your booking: {{reservation_link}}</p>');

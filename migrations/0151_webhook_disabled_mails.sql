-- Issue 39 point 4: when an endpoint's deliveries fail for the whole retry window (or it answers 410 Gone)
-- it is disabled, and the office is told, and so is the partner that owns it (its contact address comes
-- with the partners branch). The office's mail is Turkish; the partner's is in Turkish and English.
-- The kinds are added to whatever the check allows now (as 0116), so another migration that adds kinds
-- of its own keeps them, in either order.
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
    || replace(def, 'ARRAY[', 'ARRAY[''webhook_disabled_office''::text, ''webhook_disabled_partner''::text, ');
end $$;

insert into mail_templates (kind, language, name, subject, body) values
  ('webhook_disabled_office', 'tr', 'Webhook durduruldu (ofise)',
   'Webhook durduruldu: {{webhook_url}}',
   '<p>Bir webhook adresine gönderimler durduruldu:</p><ul><li>Adres: <strong>{{webhook_url}}</strong></li><li>Sahibi: {{webhook_owner}}</li><li>Neden: {{webhook_problem}}</li><li>Durdurulduğu an: {{webhook_disabled_at}}</li><li>Bekleyen teslimat: {{webhook_pending}}</li></ul><p>Adres bir gün boyunca yapılan denemelerin hiçbirine başarılı yanıt vermedi (veya 410 Gone yanıtı verdi). Sorun giderildiğinde panelde Ayarlar › Webhook''lar ekranından adresi yeniden etkinleştirin: bekleyen teslimatlar sırayla gönderilir; başarısız olanlar "Yeniden gönder" ile tek tek gönderilebilir.</p>'),
  ('webhook_disabled_partner', 'tr', 'Webhook durduruldu (iş ortağına)',
   'Webhook gönderimleri durduruldu: {{webhook_url}}',
   '<p>Merhaba,</p><p>Fethiye Tekne''nin <strong>{{webhook_url}}</strong> adresinize gönderdiği webhook''lar durduruldu: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Adresiniz yeniden yanıt verdiğinde ofisimize yazın; gönderimleri yeniden başlatalım. Bu arada rezervasyonlarınızın durumunu API''den okuyabilirsiniz.</p>'),
  ('webhook_disabled_partner', 'en', 'Webhook durduruldu (iş ortağına, İngilizce)',
   'Webhook deliveries stopped: {{webhook_url}}',
   '<p>Hello,</p><p>Fethiye Tekne has stopped sending webhooks to <strong>{{webhook_url}}</strong>: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Once your endpoint answers again, write to our office and we will resume the deliveries. Meanwhile the API gives the state of your reservations.</p>');

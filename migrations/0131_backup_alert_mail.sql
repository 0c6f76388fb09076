-- Issue 37: the office is told when a base backup fails or is too old, or the WAL archive falls behind,
-- once per incident (backup_status.alerted_at; the periodic `backup.watch` job). To the office only, so
-- Turkish only. The kind is added to whatever the check allows now (as 0116), so another migration that
-- adds kinds of its own keeps them, in either order.
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
    || replace(def, 'ARRAY[', 'ARRAY[''backup_alert_office''::text, ');
end $$;

insert into mail_templates (kind, language, name, subject, body) values
  ('backup_alert_office', 'tr', 'Yedekleme uyarısı (ofise)',
   'Yedekleme uyarısı: veritabanı yedeği güncel değil',
   '<p>Veritabanının yedeğinde bir sorun var:</p><p><strong>{{backup_problem}}</strong></p><ul><li>Son temel yedek: {{backup_last_base}}</li><li>Arşive giden son WAL dosyası: {{backup_last_wal}}</li><li>Yedeklerin yeri: {{backup_where}}</li></ul><p>Sorun sürdükçe yeni rezervasyonlar ve ödemeler yedeklenmiyor. Yedeklerin klasörünün (BACKUP_DIR) diskini ve yazma iznini ya da kovanın (BACKUP_S3_BUCKET) erişimini kontrol edin; sunucunun günlüğü hatanın ayrıntısını yazar. Panelde Ayarlar › Yedekler ekranı durumu gösterir.</p><p>Bu uyarı sorun başına bir kez gönderilir; sorun giderilip yeniden ortaya çıkarsa yeniden gönderilir.</p>');

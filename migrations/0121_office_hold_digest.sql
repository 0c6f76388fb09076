-- Issue 35 point 7: during a flood the office is no longer sent one "new reservation" notice per hold.
-- Past the surge threshold the per-hold notice is held back (the hold waits here) and one digest of the
-- waiting holds goes at most every 15 minutes; the flood alert and the digests together keep that pace.
-- The digest names boats, dates and references only, never a person.
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
    || replace(def, 'ARRAY[', 'ARRAY[''hold_digest_office''::text, ');
end $$;

insert into mail_templates (kind, language, name, subject, body) values
  ('hold_digest_office', 'tr', 'Yoğunluk sırasında rezervasyon istekleri özeti (ofise)',
   'Özet: yoğunluk sırasında {{digest_count}} yeni site rezervasyon isteği',
   '<p>Site rezervasyon istekleri eşiğin ({{surge_threshold}} istek/saat) üzerinde olduğu için her istek için ayrı bildirim yerine en fazla {{digest_minutes}} dakikada bir bu özet gönderiliyor.</p><p>Son özetten bu yana <strong>{{digest_count}}</strong> istek geldi; bunlardan <strong>{{awaiting_count}}</strong> tanesi ziyaretçinin e-postadaki bağlantıyla onaylamasını bekliyor (onaylanmazsa {{surge_minutes}} dakikada kendiliğinden düşer).</p>{{hold_list}}<p>Ayrıntılar ve aynı kaynaktan gelen opsiyonları toplu iptal için Rezervasyonlar ekranına bakın. Yoğunluk bitince her istek için yine ayrı bildirim gönderilir.</p>');

-- The holds whose office notice waits for the next digest; `digest_outbox_id` is the digest that listed it.
-- No foreign key to `reservations`: that read model is truncated and rebuilt from the log (same ids).
create table office_hold_digest (
  reservation_id uuid primary key,
  held_at timestamptz not null default clock_timestamp(),
  -- The short deadline the hold got: a later one on the reservation means the visitor confirmed.
  option_until timestamptz not null,
  digest_outbox_id uuid
);
create index office_hold_digest_waiting_idx on office_hold_digest (held_at) where digest_outbox_id is null;

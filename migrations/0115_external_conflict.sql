-- Issue 34, point 6: an overbooking from another platform never goes unnoticed. When a sync of a boat's
-- iCal feed (scheduled or the office's) or a booking's re-read finds another platform's event over an open
-- reservation, the reservation's stream gets `ExternalConflictFound` (once per clash: UID and days).
--
-- The clashes the office has not dismissed, folded from the events (a rebuild keeps them): a JSON array
-- of {source, start, end, uid, summary, foundAt}, null when there is none. A cancellation, an expired
-- option or the office's dismissal clears it; new dates keep only the clashes still over them. The home
-- lists these reservations: a partial index keeps finding the few of them cheap.
alter table reservations add column external_conflicts jsonb
  check (external_conflicts is null or jsonb_typeof(external_conflicts) = 'array');
create index reservations_external_conflicts_idx on reservations (start_date) where external_conflicts is not null;

-- The office's mail at once, per clash. The kind is added to whatever the check allows now, so another
-- migration that adds kinds of its own keeps them (in either order).
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
    || replace(def, 'ARRAY[', 'ARRAY[''external_conflict_office''::text, ');
end $$;

-- To the office only, so Turkish only (as the other office notices).
insert into mail_templates (kind, language, name, subject, body) values
  ('external_conflict_office', 'tr', 'Takvim çakışması: başka platformda da rezervasyon var (ofise)',
   'Takvim çakışması: {{reservation_no}} / {{boat_name}}',
   '<p><strong>{{boat_name}}</strong> teknesinin iCal takviminde, başka bir platformdaki bir kayıt <strong>{{reservation_no}}</strong> numaralı rezervasyonun ({{dates}}, müşteri {{customer_name}}) günlerine denk geliyor: {{conflict_dates}}.</p><p>Tekne aynı günler için iki kez satılmış olabilir. Diğer platformdaki kaydı kontrol edin ve çakışmayı çözün (diğer platformda iptal, tarih değişikliği veya bu rezervasyonun iptali).</p><p>Rezervasyon listede ve ana sayfada "Takvim çakışması" olarak işaretlidir; rezervasyon ekranından uyarıyı kaldırabilirsiniz.</p>');

-- Issue 22, points 2 and 5: the payment schedule with its reminders, and the charter contract.
--
-- A balance the daily job found unpaid after its due day (`BalanceOverdue`), folded from the events
-- (a rebuild keeps it); full payment, new dates or a cancellation clear it. The admin list and home put
-- these first: a partial index keeps finding them cheap however many reservations there are.
alter table reservations add column balance_overdue_on date;
create index reservations_balance_overdue_idx on reservations (balance_overdue_on) where balance_overdue_on is not null;

-- The boat's papers for the charter contract, and whether its balance is paid on board (then due on
-- the boarding day, without reminders) instead of transferred before departure.
alter table boats add column registry_number text check (length(registry_number) <= 100);
alter table boats add column tourism_licence_number text check (length(tourism_licence_number) <= 100);
alter table boats add column flag text check (length(flag) <= 100);
alter table boats add column port_of_registry text check (length(port_of_registry) <= 100);
alter table boats add column balance_on_board boolean not null default false;

-- The three mails of the schedule. The kinds are added to whatever the check allows now, so another
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
    || replace(def, 'ARRAY[', 'ARRAY[''balance_reminder''::text, ''balance_due_today''::text, ''balance_overdue_office''::text, ');
end $$;

insert into mail_templates (kind, language, name, subject, body) values
  ('balance_reminder', 'tr', 'Kalan ödeme hatırlatması, bir hafta önce (müşteriye)',
   'Kalan ödemenizin son günü yaklaşıyor: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> rezervasyonunuzun ({{dates}}, numara <strong>{{reservation_no}}</strong>) kalan ödemesi <strong>{{balance_due}}</strong>, son ödeme günü <strong>{{balance_due_date}}</strong>.</p><p>Ödemeyi banka havalesiyle yapabilirsiniz; açıklamaya rezervasyon numaranızı yazmayı unutmayın. Ödemeyi yaptıysanız bu e-postayı dikkate almayın.</p>'),
  ('balance_reminder', 'en', 'Kalan ödeme hatırlatması, bir hafta önce (müşteriye, İngilizce)',
   'Your balance is due soon: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>The balance of your booking of <strong>{{boat_name}}</strong> ({{dates}}, reference <strong>{{reservation_no}}</strong>) is <strong>{{balance_due}}</strong>, due by <strong>{{balance_due_date}}</strong>.</p><p>You can pay by bank transfer; please quote your booking reference in the payment description. If you have already paid, please ignore this e-mail.</p>'),
  ('balance_due_today', 'tr', 'Kalan ödemenin son günü (müşteriye)',
   'Bugün kalan ödemenizin son günü: {{reservation_no}}',
   '<p>Sayın {{customer_name}},</p><p><strong>{{boat_name}}</strong> rezervasyonunuzun ({{dates}}, numara <strong>{{reservation_no}}</strong>) kalan ödemesi <strong>{{balance_due}}</strong> için son gün bugün, <strong>{{balance_due_date}}</strong>.</p><p>Açıklamaya rezervasyon numaranızı yazarak banka havalesiyle ödeyebilirsiniz. Ödemeyi yaptıysanız bu e-postayı dikkate almayın.</p>'),
  ('balance_due_today', 'en', 'Kalan ödemenin son günü (müşteriye, İngilizce)',
   'Your balance is due today: {{reservation_no}}',
   '<p>Dear {{customer_name}},</p><p>Today, <strong>{{balance_due_date}}</strong>, is the last day to pay the balance of <strong>{{balance_due}}</strong> for your booking of <strong>{{boat_name}}</strong> ({{dates}}, reference <strong>{{reservation_no}}</strong>).</p><p>Please pay by bank transfer quoting your booking reference. If you have already paid, please ignore this e-mail.</p>'),
  ('balance_overdue_office', 'tr', 'Kalan ödeme gecikti (ofise)',
   'Kalan ödeme gecikti: {{reservation_no}} / {{boat_name}}',
   '<p><strong>{{reservation_no}}</strong> numaralı rezervasyonun ({{boat_name}}, {{dates}}, müşteri {{customer_name}}) kalan ödemesi <strong>{{balance_due}}</strong>, son günü {{balance_due_date}} idi ve henüz kaydedilmedi.</p><p>Rezervasyon listede "ödeme gecikti" olarak en üstte gösterilir; ödeme kaydedilince işaret kalkar.</p>');

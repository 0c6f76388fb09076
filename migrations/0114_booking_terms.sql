-- Issue 34: a booking's terms (`booking/terms.ts`) are decided once, stored in its events, and folded here so
-- every surface reads the same amounts, currencies, accounts, deadlines and balance rule. `terms` is null
-- for a booking made before terms were stored (its reading falls back to what its contract said then).
alter table reservations add column terms jsonb;
-- The balance's last day from the terms: the office's list and home read balances due and overdue from it.
alter table reservations add column balance_due_on date;
create index reservations_balance_due_idx on reservations (balance_due_on)
  where balance_due_on is not null and status = 'confirmed';

-- The customer's mails state the balance as the terms say (`{{balance_terms}}`: on board or by transfer by a
-- day, in which currency, at which rate) instead of the fixed "paid on board" sentence. A template the office
-- rewrote is left as it is.
update mail_templates
set body = replace(body, '; kalan {{balance}} teknede ödenir.</p>', '.</p><p>{{balance_terms}}</p>'), updated_at = now()
where kind = 'reservation_received_customer' and language = 'tr' and body like '%; kalan {{balance}} teknede ödenir.</p>%';

update mail_templates
set body = replace(body, '; the balance of {{balance}} is paid on board.</p>', '.</p><p>{{balance_terms}}</p>'), updated_at = now()
where kind = 'reservation_received_customer' and language = 'en' and body like '%; the balance of {{balance}} is paid on board.</p>%';

update mail_templates
set body = replace(body, ' Kalan {{balance}} teknede ödenir.</p>', '</p><p>{{balance_terms}}</p>'), updated_at = now()
where kind = 'confirmation' and language = 'tr' and body like '% Kalan {{balance}} teknede ödenir.</p>%';

update mail_templates
set body = replace(body, ' The balance of {{balance}} is paid on board.</p>', '</p><p>{{balance_terms}}</p>'), updated_at = now()
where kind = 'confirmation' and language = 'en' and body like '% The balance of {{balance}} is paid on board.</p>%';

-- The confirmation names the accounts the balance goes to (empty when it is paid on board).
update mail_templates set body = body || '{{bank_list}}', updated_at = now()
where kind = 'confirmation' and body not like '%{{bank_list}}%';

-- The bank details and the reminders state the balance's terms as well.
update mail_templates set body = replace(body, '{{bank_list}}', '<p>{{balance_terms}}</p>{{bank_list}}'), updated_at = now()
where kind = 'bank_details' and body not like '%{{balance_terms}}%';

-- The balance reminders state the balance's terms too (where, by when, in which currency, at which rate).
update mail_templates set body = body || '<p>{{balance_terms}}</p>', updated_at = now()
where kind in ('balance_reminder', 'balance_due_today') and body not like '%{{balance_terms}}%';

-- Issue 21, cancellation policies. A boat's own policy (null: the default of the settings,
-- `cancellation_policy_default`, else Orta); the shape is checked by server/src/common/cancellation-policy.ts:
-- {"preset": "flexible"|"moderate"|"strict"} or {"preset": "custom", "rules": [{"daysBefore", "percent"}, …]}.
alter table boats add column cancellation_policy jsonb
  check (cancellation_policy is null or cancellation_policy->>'preset' in ('flexible', 'moderate', 'strict', 'custom'));

-- What a cancelled reservation owes back (the RefundDue event: amount, rule, override) and what was paid out.
alter table reservations add column refund jsonb;
alter table reservations add column refunded_minor bigint not null default 0;

-- A refund paid out is a transaction of its own with a negative amount (RefundPaid).
alter table payments drop constraint payments_amount_minor_check;
alter table payments add column kind text not null default 'payment' check (kind in ('payment', 'refund'));
alter table payments add constraint payments_amount_sign check (
  (kind = 'payment' and amount_minor > 0) or (kind = 'refund' and amount_minor < 0));

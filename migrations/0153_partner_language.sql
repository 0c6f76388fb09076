-- Issue 39: a partner's mails come in its language (the disabled-webhook notice, `webhook_disabled_partner`,
-- has a Turkish and an English template since 0151). Fethiye's agencies and hotels are written to in
-- Turkish unless the office says otherwise.
alter table partners add column language text not null default 'tr' check (language in ('tr', 'en'));

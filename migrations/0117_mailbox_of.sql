-- Issue 35 point 3: the visitor mail limits count the mailbox, not the spelling. `mailbox_of` is the rule of
-- `mail/visitor-limits.ts` `mailboxOf`: lower case, a `+tag` dropped, and for Gmail (which ignores dots in the
-- local part, and answers googlemail.com too) the dots dropped. The outbox's per-recipient count reads it
-- through its own index (0048's index on lower(recipient) stays for the erasure's lookups).
create function mailbox_of(address text) returns text
language sql immutable parallel safe
return (
  with parts as (
    select lower(btrim(address)) as a, strpos(reverse(lower(btrim(address))), '@') as from_end
  ), split as (
    select
      case when from_end = 0 then a else left(a, length(a) - from_end) end as local_part,
      case when from_end = 0 then null else right(a, from_end - 1) end as domain_part
    from parts
  ), tagless as (
    select
      case when strpos(local_part, '+') > 1 then left(local_part, strpos(local_part, '+') - 1) else local_part end as l,
      domain_part as d
    from split
  )
  select case
    when d is null then l
    when d in ('gmail.com', 'googlemail.com') then replace(l, '.', '') || '@gmail.com'
    else l || '@' || d
  end
  from tagless
);

create index outbox_mails_mailbox_idx on outbox_mails (mailbox_of(recipient)) where recipient is not null;

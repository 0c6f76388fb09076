// Fills the event log with about `events` reservation events over three seasons (April to October of
// two past years and the current or next one) on `boats` boats, in plain SQL, in exactly the shapes
// the reservation core writes (reservations/reservation.ts, decide.ts, service.ts, eventstore/store.ts):
// one `reservation-<uuid>` stream per reservation, versions 1..n, the customer row outside the log,
// metadata { actor, requestId, at }, positions in time order, one database transaction per slice of
// the log (so transaction ids grow with positions, as they do live). The read models are NOT written:
// the caller runs the real projection rebuild, which derives them from these events.
//
// The mix, per reservation, by where its dates fall on the day of the run:
//   past (ended):    10% option expired, 8% cancelled, 82% completed (deposit, confirmation, balance, completion)
//   under way:       confirmed, deposit and balance paid
//   future:          10% option expired, 8% cancelled, 12% open option, 10% confirmed by the office unpaid,
//                    60% confirmed by the deposit (balance not yet due)
// About 1 in 10 confirmed or completed ones had its guests changed; half the options got bank details.
// Active reservations of one boat never overlap (each has its own week of the boat's 90 season weeks).
//
// `bench_reservations` (an unlogged table left in the database) keeps what each reservation must read
// as after the rebuild (status, total, paid), for the bench to check through the API.

const FIRST = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Meryem',
  'İbrahim',
  'Şerife',
  'İsmail',
  'Zehra',
  'Osman',
  'Sultan',
  'Yusuf',
  'Hanife',
  'Murat',
  'Merve',
  'Ömer',
  'Esra',
  'Anna',
  'Thomas',
  'Sophie',
  'James',
  'Olga',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Çelik',
  'Şahin',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Akın',
  'Bulut',
  'Müller',
  'Schmidt',
  'Smith',
  'Ivanova',
  'Dubois',
];

/** The three season years for a run on `today`: the season not yet over and the two before it. */
export function seasonYears(today = new Date()) {
  const y = today.getUTCFullYear();
  const first = today.getUTCMonth() >= 10 ? y - 1 : y - 2; // from November on, the next season is next year's
  return [first, first + 1, first + 2];
}

/**
 * Seeds the reservations; returns { reservations, events, ms }. `admin` is the back-office user
 * whose name the office's events carry ({ id, role, name }).
 */
export async function seedReservations(sql, { boats, events, admin, sliceEvents = 20_000 }) {
  const started = Date.now();
  const [y0] = seasonYears();
  const weeks = 90; // 30 season weeks (from 1 April) a year, three years
  // Generous: the mix averages about six events a reservation; the surplus is cut below.
  const candidates = Math.ceil(events / 3);
  const adminActor = { kind: 'user', id: admin.id, role: admin.role, name: admin.name };

  await sql`drop table if exists bench_reservations, bench_events`;
  // h: a deterministic pseudo-random number per reservation, its digits pick the mix.
  await sql`
    create unlogged table bench_reservations as
    with base as (
      select g as n, 1 + g % ${boats}::int as boat_id, g / ${boats}::int as k,
             (g::bigint * 2654435761 + 12345) % 4294967296 as h
      from generate_series(0, ${candidates}::int - 1) g
      where g / ${boats}::int < ${weeks}::int
    ), dated as (
      select *, make_date(${y0}::int + slot / 30, 4, 1) + (slot % 30) * 7 + (h % 2)::int as start_d, 3 + (h / 7 % 4)::int as days,
             14 + (h / 31 % 80)::int as lead, (h / 1000 % 100)::int as r1, (h / 100000 % 100)::int as r2
      from (select *, ((k * 23 + (boat_id - 1) * 7) % ${weeks}::int)::int as slot from base) b
    ), phased as (
      select *, start_d + days as end_d,
             case when start_d + days < (now() at time zone 'Europe/Istanbul')::date then 'past'
                  when start_d <= (now() at time zone 'Europe/Istanbul')::date then 'now' else 'future' end as phase
      from dated
    ), kinded as (
      select *,
        case phase
          when 'past' then case when r1 < 10 then 'expired' when r1 < 18 then 'cancelled' else 'completed' end
          when 'now' then 'confirmed'
          else case when r1 < 10 then 'expired' when r1 < 18 then 'cancelled' when r1 < 30 then 'option'
                    when r1 < 40 then 'office' else 'confirmed' end
        end as kind
      from phased
    ), timed as (
      select *,
        case when kind = 'option' then now() - (1 + h % 40) * interval '1 hour'
             else least((start_d - lead)::timestamp at time zone 'Europe/Istanbul' + interval '9 hours' + (h % 600) * interval '1 minute',
                        now() - (4 + h % 60) * interval '1 day' - (h % 600) * interval '1 minute')
        end as t0,
        (array['EUR', 'TRY', 'USD'])[1 + boat_id % 3] as currency,
        (50000 + boat_id * 37 % 300000)::bigint as daily
      from kinded
    )
    select n, gen_random_uuid() as id, gen_random_uuid() as customer_id, boat_id, start_d, end_d, days, 2 + (h % 7)::int as guests,
      currency, daily, daily * days as total, (daily * days * 20 + 50) / 100 as deposit, kind, t0,
      least(t0 + interval '72 hours', start_d::timestamp at time zone 'Europe/Istanbul') as option_until,
      case when kind = 'office' or (r2 >= 70 and r2 < 85) then 'office' when r2 >= 85 then 'platform' else 'website' end as channel,
      kind in ('completed', 'confirmed') and r2 % 10 = 0 as changed,
      kind in ('cancelled', 'completed', 'confirmed') or (kind in ('expired', 'option') and h % 2 = 0) as bank,
      kind = 'completed' or (kind = 'confirmed' and (start_d - 10)::timestamp at time zone 'Europe/Istanbul' + interval '10 hours' <= now()) as balance_bank,
      kind = 'completed' or (kind = 'confirmed' and (start_d - 7)::timestamp at time zone 'Europe/Istanbul' + interval '14 hours' <= now()) as balance_paid,
      h, r1, r2
    from timed`;
  // Events per reservation (the flags above), then the reservations in order up to the target.
  await sql`alter table bench_reservations add column n_events int`;
  await sql`
    update bench_reservations set n_events = 1 + bank::int + changed::int
      + case kind when 'office' then 2 when 'completed' then 3 when 'confirmed' then 3 when 'cancelled' then 1 when 'expired' then 1 else 0 end
      + balance_bank::int + balance_paid::int + (kind = 'completed')::int`;
  await sql`
    delete from bench_reservations where n > (
      select coalesce(min(n), max(n)) from (select n, sum(n_events) over (order by n) as cum from bench_reservations) c where cum >= ${events}::int)`;
  // References in booking order, as the sequence hands them out: FT-<year booked>-00001.
  await sql`alter table bench_reservations add column reference text, add column seq bigint`;
  await sql`
    update bench_reservations r set seq = o.seq,
      reference = 'FT-' || extract(year from r.t0 at time zone 'Europe/Istanbul') || '-' || lpad(o.seq::text, greatest(5, length(o.seq::text)), '0')
    from (select n, row_number() over (order by t0, n) as seq from bench_reservations) o where o.n = r.n`;
  await sql`alter table bench_reservations add primary key (n)`;

  const iso = (col) => sql.unsafe(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const quote = sql`jsonb_build_object('start', r.start_d, 'end', r.end_d, 'days', r.days, 'currency', r.currency,
      'total', r.total, 'deposit', r.deposit, 'balance', r.total - r.deposit,
      'lines', jsonb_build_array(jsonb_build_object('periodId', r.boat_id * 10 + extract(year from r.start_d)::int % 10,
        'from', r.start_d, 'to', r.end_d, 'days', r.days,
        'dailyPrice', jsonb_build_object('amount', r.daily, 'currency', r.currency),
        'subtotal', jsonb_build_object('amount', r.total, 'currency', r.currency))),
      'display', jsonb_build_object('currency', r.currency, 'total', r.total, 'deposit', r.deposit, 'balance', r.total - r.deposit),
      'rates', jsonb_build_object('USD', '41.50', 'EUR', '48.20', 'GBP', '55.10'))`;
  const visitor = sql`'{"kind":"visitor"}'::jsonb`;
  const office = sql`${JSON.stringify(adminActor)}::jsonb`;
  const sweep = sql`'{"kind":"system","name":"reservations.sweep"}'::jsonb`;
  const day = (col, offsetDays, hours) =>
    sql.unsafe(`((${col} + ${offsetDays})::timestamp at time zone 'Europe/Istanbul' + interval '${hours} hours')`);
  const t0plus = (what) => sql.unsafe(`(r.t0 + interval '${what}')`);

  // Every event a reservation may have, in stream order (`ord`) and time order alike; `present` says
  // which it has. Two events of one command (confirmed with the deposit, confirmation with the office's
  // confirmation) share their time and request id, as one append gives them.
  await sql`
    create unlogged table bench_events as
    select *, row_number() over (partition by n order by ord) as version, row_number() over (order by at, n, ord) as seq from (
    select r.n, r.id, e.ord, e.type, e.data, e.actor, e.at
    from bench_reservations r cross join lateral (values
      (1, 'ReservationRequested', true, r.t0,
        jsonb_build_object('reservationId', r.id, 'reference', r.reference, 'boatId', r.boat_id, 'customerId', r.customer_id,
          'start', r.start_d, 'end', r.end_d, 'guests', r.guests, 'quote', ${quote}, 'optionUntil', ${iso('r.option_until')},
          'channel', case when r.channel = 'platform' then 'platform' when r.channel = 'office' then 'office' else 'website' end,
          'platformRef', case when r.channel = 'platform' then 'PLT-' || (1000000 + r.n) end,
          'note', case when r.r2 % 7 = 0 then 'Vejetaryen menü, transfer istiyor' end),
        case when r.channel = 'website' then ${visitor} else ${office} end),
      (2, 'BankDetailsSent', r.bank, ${t0plus('10 minutes')},
        jsonb_build_object('amountDue', r.deposit, 'currency', r.currency), ${office}),
      (3, 'ReservationDetailsChanged', r.changed, ${t0plus('2 hours')}, jsonb_build_object('guests', r.guests + 1), ${office}),
      (4, 'ReservationConfirmed', r.kind = 'office', ${t0plus('3 hours')}, '{"by":"office"}'::jsonb, ${office}),
      (5, 'ConfirmationSent', r.kind = 'office', ${t0plus('3 hours')}, '{}'::jsonb, ${office}),
      (6, 'PaymentRecorded', r.kind in ('completed', 'confirmed'), r.t0 + interval '1 day' + (r.h % 300) * interval '1 minute',
        jsonb_build_object('paymentId', gen_random_uuid(), 'amount', r.deposit, 'currency', r.currency,
          'method', (array['bank_transfer', 'card', 'cash'])[1 + r.h % 3], 'reference', case when r.h % 3 = 0 then 'EFT-' || r.n end,
          'receivedOn', ((r.t0 + interval '1 day') at time zone 'Europe/Istanbul')::date), ${office}),
      (7, 'ReservationConfirmed', r.kind in ('completed', 'confirmed'), r.t0 + interval '1 day' + (r.h % 300) * interval '1 minute',
        '{"by":"deposit"}'::jsonb, ${office}),
      (8, 'ConfirmationSent', r.kind in ('completed', 'confirmed'), r.t0 + interval '1 day 5 minutes' + (r.h % 300) * interval '1 minute',
        '{}'::jsonb, ${office}),
      (9, 'ReservationCancelled', r.kind = 'cancelled', r.t0 + interval '1 day' + (r.h % 48) * interval '1 hour',
        jsonb_build_object('reason', (array['customer', 'office', 'owner', 'other'])[1 + r.h % 4], 'note',
          case when r.h % 4 = 0 then 'Müşteri tarih değiştirmek istedi' end), ${office}),
      (10, 'OptionExpired', r.kind = 'expired', r.option_until + interval '5 minutes',
        jsonb_build_object('optionUntil', ${iso('r.option_until')}), ${sweep}),
      (11, 'BankDetailsSent', r.balance_bank, ${day('r.start_d', -10, 10)},
        jsonb_build_object('amountDue', r.total - r.deposit, 'currency', r.currency), ${office}),
      (12, 'PaymentRecorded', r.balance_paid, ${day('r.start_d', -7, 14)},
        jsonb_build_object('paymentId', gen_random_uuid(), 'amount', r.total - r.deposit, 'currency', r.currency,
          'method', (array['bank_transfer', 'card', 'cash'])[1 + r.h / 3 % 3], 'reference', null,
          'receivedOn', r.start_d - 7), ${office}),
      (13, 'ReservationCompleted', r.kind = 'completed', ${day('r.end_d', 0, 0.1)}, '{}'::jsonb, ${sweep})
    ) e(ord, type, present, at, data, actor)
    where e.present) x`;
  await sql`create index on bench_events (seq)`;

  await sql`
    insert into customers (id, name, email, phone, created_at, client_fingerprint)
    select customer_id, (${FIRST}::text[])[1 + h % ${FIRST.length}::int] || ' ' || (${LAST}::text[])[1 + h / 30 % ${LAST.length}::int],
      'musteri' || n || '@example.com', '+90 5' || lpad((h % 1000000000)::text, 9, '0'), t0,
      case when channel = 'website' then substr(md5(h::text), 1, 16) end
    from bench_reservations`;
  await sql`
    insert into streams (stream_id, type, version, created_at, updated_at)
    select 'reservation-' || id, 'reservation', max(version), min(at), max(at) from bench_events group by id`;
  const [{ total }] = await sql`select count(*)::int as total from bench_events`;
  // The seeded log is history: its mails went out long ago. The mail reactor every server runs (`MAIL_REACTOR`,
  // server/src/mail/outbox.ts) is kept off it: its checkpoint stands past every transaction while the slices
  // go in, and at the last seeded event after. (Otherwise, at 50 000 boats, it was still working through the
  // log after the rebuild, composing 2 800 mails a second through the measurements: at 595 564 of 1 000 000
  // events when the rebuild ended, 167 482 mails queued a minute later.)
  await sql`
    insert into projection_checkpoints (name, transaction_id, position) values ('mail', '18446744073709551615', 0)
    on conflict (name) do update set transaction_id = excluded.transaction_id, position = excluded.position, updated_at = now()`;
  // The log in time order, one transaction per slice (as live appends get growing transaction ids).
  for (let from = 1; from <= total; from += sliceEvents) {
    await sql`
      insert into events (stream_id, version, event_id, type, schema_version, data, metadata, recorded_at)
      select 'reservation-' || id, version, gen_random_uuid(), type, 1, data,
        jsonb_build_object('actor', actor, 'requestId', 'bench-' || n || '-' || case ord when 5 then 4 when 7 then 6 else ord end, 'at', ${iso('at')}), at
      from bench_events where seq >= ${from} and seq < ${from + sliceEvents} order by seq`;
  }
  await sql`select setval('reservation_reference_seq', (select max(seq) from bench_reservations))`;
  // What the rebuild must make of each reservation.
  await sql`alter table bench_reservations add column exp_status text, add column exp_paid bigint`;
  await sql`
    update bench_reservations set
      exp_status = case kind when 'expired' then 'cancelled' when 'cancelled' then 'cancelled' when 'option' then 'option'
                             when 'completed' then 'completed' else 'confirmed' end,
      exp_paid = case when kind in ('completed', 'confirmed') then deposit else 0 end + case when balance_paid then total - deposit else 0 end`;
  await sql`drop table bench_events`;
  await sql`
    update projection_checkpoints set (transaction_id, position, updated_at) = (
      select transaction_id, position, now() from events order by transaction_id desc, position desc limit 1)
    where name = 'mail'`;
  const [{ reservations }] = await sql`select count(*)::int as reservations from bench_reservations`;
  // Every table written here vacuumed and analyzed, as autovacuum leaves a database: otherwise autovacuum
  // works through the 164 000 new customers and streams and the rewritten bench rows at 50 000 boats while
  // the measurements run, on the same two cores.
  for (const table of ['events', 'customers', 'streams', 'bench_reservations'])
    await sql.unsafe(`vacuum analyze ${table}`);
  return { reservations, events: total, ms: Date.now() - started };
}

// The benches' catalog: `boats` boats in 10 places and 6 types, two years of seasonal prices in
// three currencies, a third of the boats booked for a week soon, and comments on a quarter of them,
// loaded straight into the server's database (the server only reads it). One copy for every bench
// (catalog.mjs at 5 000 boats, scale.mjs at 5 000 and 50 000).

/**
 * Loads the catalog in one transaction and analyzes; returns the milliseconds it took.
 * `{ occupancy: false }` leaves out the placeholder weeks (scale.mjs writes real reservations instead).
 */
export async function loadCatalog(sql, boats, { occupancy = true } = {}) {
  const started = Date.now();
  await sql.begin(async (tx) => {
    const [owner] = await tx`
      insert into users (email, password_hash, role, first_name, last_name)
      values ('bench-owner@example.com', 'x', 'OWNER', 'Bench', 'Sahip') returning id`;
    const places = [
      'Fethiye Merkez Marina',
      'Göcek Marina',
      'Kaş Marina',
      'Marmaris Netsel Marina',
      'Bodrum Milta Marina',
      'Ölüdeniz',
      'Kalkan',
      'Dalyan',
      'Kemer Marina',
      'Didim Marina',
    ];
    for (const [i, name] of places.entries()) {
      await tx`insert into places (name, kind, popular) values (${name}, ${i >= 5 && i < 8 ? 'district' : 'marina'}, ${i < 4})`;
    }
    for (const name of ['Gulet', 'Motor Yat', 'Yelkenli', 'Katamaran', 'Sürat Teknesi', 'Tirhandil']) {
      await tx`insert into boat_types (name) values (${name})`;
    }
    await tx`
      insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, year, guests_day, guests_night, cabins,
        bathrooms, crew, description, equipment, thumbnail, for_rent, for_sale, sale_price_minor, sale_currency, popular,
        display_order, created_at)
      select (array['Mavi', 'Deniz', 'Rüzgâr', 'Şirin', 'Kaptan', 'Yıldız', 'Göcek', 'Işıl', 'Ege', 'Çağla'])[1 + g % 10]
               || ' ' || (array['Rüya', 'Sultan', 'Yolcu', 'Perisi', 'Gülü', 'Kraliçe', 'Esinti'])[1 + g % 7] || ' ' || g,
             'bench-tekne-' || g, 1 + g % 6, 1 + g % 10, ${owner.id}, 8 + (g % 30), 2000 + g % 25, 6 + g % 30, g % 16,
             g % 9, g % 5, g % 5, '<p>Bench teknesi</p>', '{Klima,Jeneratör}', '/v1/uploads/boats/' || g || '/x-thumb.webp',
             g % 10 <> 0, g % 7 = 0, case when g % 7 = 0 then 10000000 + g * 1000 end, case when g % 7 = 0 then 'EUR' end,
             g % 20 = 0, g % 100, now() - make_interval(mins => g)
      from generate_series(1, ${boats}::int) g`;
    await tx`
      insert into boat_prices (boat_id, period, daily_price_minor, currency, min_days)
      select b.id, daterange(make_date(y, s.m1, 1), make_date(y, s.m2, 1)), (50000 + b.id * 37 % 300000) * s.f / 10,
             (array['EUR', 'TRY', 'USD'])[1 + b.id % 3], 1
      from boats b,
           (values (extract(year from now())::int), (extract(year from now())::int + 1)) years(y),
           (values (4, 7, 7), (7, 9, 10), (9, 11, 8)) s(m1, m2, f)`;
    if (occupancy) {
      await tx`
        insert into occupancy (boat_id, period, source, ref, status)
        select b.id, daterange(current_date + (b.id % 60), current_date + (b.id % 60) + 7), 'reservation', 'bench-' || b.id, 'confirmed'
        from boats b where b.id % 3 = 0`;
    }
    await tx`
      insert into boat_comments (boat_id, name, rating, text, approved)
      select b.id, 'Misafir', 1 + (b.id + k) % 5, 'Çok güzel bir gündü.', true
      from boats b, generate_series(1, 3) k where b.id % 4 = 0`;
  });
  await sql`vacuum analyze`;
  return Date.now() - started;
}

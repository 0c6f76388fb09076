-- Site settings as key/value entries. The catalogue branch creates the same table; both
-- migrations use exactly these columns and `if not exists`, so either order works.
create table if not exists settings (key text primary key, value text not null, updated_at timestamptz not null default now());

insert into settings (key, value) values
  ('dollar_exchange_rate', '41.50'),
  ('euro_exchange_rate', '48.20'),
  ('sterling_exchange_rate', '55.10'),
  ('site_title', 'Fethiye Tekne Kiralama'),
  ('site_description', 'Fethiye ve Göcek''te günlük ve haftalık tekne, gulet ve yat kiralama. Şimdi %20 ön ödeme ile yerinizi ayırtın.'),
  ('site_footer_text', ''),
  ('working_hours', 'Hafta içi 8.00-17.00'),
  ('site_phone', ''),
  ('site_email', ''),
  ('site_address', ''),
  ('whatsapp_phone', ''),
  ('google_maps_link', ''),
  ('facebook_link', ''),
  ('instagram_link', ''),
  ('twitter_link', ''),
  ('youtube_link', '')
on conflict (key) do nothing;

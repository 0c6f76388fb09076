-- Website content: rich-text sections, blog, bank accounts, team and FAQ.
-- Rich text is sanitised by the application before it is stored.

create table website_sections (
  key text primary key check (key in ('about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'contact')),
  title text not null,
  content text not null default '',
  updated_by integer references users (id) on delete set null,
  updated_at timestamptz not null default now()
);

insert into website_sections (key, title) values
  ('about', 'Hakkımızda'),
  ('privacy', 'Gizlilik Politikası'),
  ('rental', 'Kiralama Sözleşmesi'),
  ('cancel', 'İptal Politikası'),
  ('kvkk', 'KVKK Aydınlatma Metni'),
  ('howrent', 'Nasıl Kiralarım?'),
  ('home', 'Ana Sayfa'),
  ('contact', 'İletişim');

create table blog_posts (
  id integer generated always as identity primary key,
  title text not null,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  summary text not null default '',
  body text not null default '',
  -- A storage key or URL; uploads arrive with the storage module.
  cover_image text,
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index blog_posts_slug_key on blog_posts (slug);
create index blog_posts_public_idx on blog_posts (published_at desc, id desc) where published;

create table banks (
  id integer generated always as identity primary key,
  name text not null,
  branch text not null default '',
  account_holder text not null,
  iban text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  currency text not null check (currency in ('TRY', 'USD', 'EUR', 'GBP')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index banks_iban_key on banks (iban);

create table team_members (
  id integer generated always as identity primary key,
  name text not null,
  title text not null default '',
  -- A storage key or URL; uploads arrive with the storage module.
  photo text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index team_members_order_idx on team_members (sort_order, id);

create table faqs (
  id integer generated always as identity primary key,
  question text not null,
  answer text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faqs_order_idx on faqs (sort_order, id);

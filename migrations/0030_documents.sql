-- The company's own documents (TÜRSAB licence, insurance, tax certificate ...) shown on /website/document.
create table documents (
  id integer generated always as identity primary key,
  title text not null check (length(title) between 1 and 200),
  -- PDF: <storage_key>.pdf; image: the WebP variants <storage_key>-{thumb,medium,large}.webp.
  storage_key text not null unique,
  kind text not null check (kind in ('pdf', 'image')),
  -- Type and size of the file the public link serves (the PDF, or the large WebP of an image).
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  display_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index documents_order_idx on documents (display_order, id);

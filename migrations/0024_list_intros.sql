-- Intro texts shown above the bank, team and FAQ lists, edited with PUT /admin/{bank,team,faq}/edit.
alter table website_sections drop constraint website_sections_key_check;
alter table website_sections add constraint website_sections_key_check check (key in (
  'about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent', 'home', 'contact', 'bank', 'team', 'faq'));

insert into website_sections (key, title) values
  ('bank', 'Banka Hesaplarımız'),
  ('team', 'Ekibimiz'),
  ('faq', 'Sıkça Sorulan Sorular');

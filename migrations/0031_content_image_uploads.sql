-- Uploaded team photos and blog covers: the storage key of their WebP variants. The existing text
-- columns keep an external (http/https) address or an uploads path given by hand; an upload wins.
alter table team_members add column photo_key text;
alter table blog_posts add column cover_key text;

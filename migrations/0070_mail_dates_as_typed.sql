-- Issue 21, dates as the office typed them: the reservation mails name the boarding and the check-out
-- day ("biniş 12.06.2027 – dönüş 19.06.2027", the `dates` placeholder; in English "check-in 12 June 2027
-- – check-out 19 June 2027") instead of two bare dates. Only the exact default wording is replaced; a
-- template the office rewrote keeps its words.
update mail_templates
set body = replace(body, '{{start_date}} – {{end_date}}', '{{dates}}'), updated_at = now()
where language = 'tr' and body like '%{{start_date}} – {{end_date}}%';

-- The English templates (0060) said "from {{start_date}} to {{end_date}}".
update mail_templates
set body = replace(
      replace(body, ' from {{start_date}} to {{end_date}} (reference ', ' ({{dates}}; reference '),
      ' from {{start_date}} to {{end_date}}', ' ({{dates}})'),
    updated_at = now()
where language = 'en' and body like '% from {{start_date}} to {{end_date}}%';

update mail_templates
set subject = 'Yeni rezervasyon: {{boat_name}} / biniş {{start_date}}', updated_at = now()
where kind = 'reservation_received_office' and language = 'tr'
  and subject = 'Yeni rezervasyon: {{boat_name}} / {{start_date}}';

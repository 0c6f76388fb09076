-- Issue 39: an endpoint a partner owns names an existing partner (0150 left the key for the partners'
-- table, which arrived beside it in 0140). `not valid`: rows written before this migration are not
-- checked (none can name a missing partner once create-endpoint asks for it), new ones are.
alter table webhook_endpoints
  add constraint webhook_endpoints_partner_fk foreign key (partner_id) references partners (id) not valid;

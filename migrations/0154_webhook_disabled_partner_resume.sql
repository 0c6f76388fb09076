-- Issue 39: the partner's disabled-webhook notice (0151) said to write to the office to resume, but a
-- partner enables its own endpoint again with its key (`PATCH /v1/partner/webhooks/{id}`, body
-- {"enabled": true}); the pending deliveries then go out in order. The notice now says so, naming the
-- endpoint by its id. Only a body still as 0151 wrote it is replaced: a template the office
-- edited stays as the office wrote it.
update mail_templates
set body = '<p>Merhaba,</p><p>Fethiye Tekne''nin <strong>{{webhook_url}}</strong> adresinize gönderdiği webhook''lar durduruldu: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Adresiniz yeniden yanıt verdiğinde gönderimleri kendiniz başlatabilirsiniz: API anahtarınızla <code>PATCH /v1/partner/webhooks/{{webhook_id}}</code> isteğini <code>{"enabled": true}</code> gövdesiyle gönderin. Bekleyen teslimatlar o zaman sırasıyla gönderilir. Bu arada rezervasyonlarınızın durumunu API''den okuyabilirsiniz.</p>', updated_at = now()
where kind = 'webhook_disabled_partner' and language = 'tr'
  and body = '<p>Merhaba,</p><p>Fethiye Tekne''nin <strong>{{webhook_url}}</strong> adresinize gönderdiği webhook''lar durduruldu: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Adresiniz yeniden yanıt verdiğinde ofisimize yazın; gönderimleri yeniden başlatalım. Bu arada rezervasyonlarınızın durumunu API''den okuyabilirsiniz.</p>';

update mail_templates
set body = '<p>Hello,</p><p>Fethiye Tekne has stopped sending webhooks to <strong>{{webhook_url}}</strong>: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Once your endpoint answers again, you can resume the deliveries yourself: send <code>PATCH /v1/partner/webhooks/{{webhook_id}}</code> with the body <code>{"enabled": true}</code> and your API key. The deliveries waiting then go out in order. Meanwhile the API gives the state of your reservations.</p>', updated_at = now()
where kind = 'webhook_disabled_partner' and language = 'en'
  and body = '<p>Hello,</p><p>Fethiye Tekne has stopped sending webhooks to <strong>{{webhook_url}}</strong>: {{webhook_problem}} ({{webhook_disabled_at}}).</p><p>Once your endpoint answers again, write to our office and we will resume the deliveries. Meanwhile the API gives the state of your reservations.</p>';

-- Issue 20 point 6: the customer's "request received" mail carries what to pay, by when and where:
-- the deposit due, the option's end and the bank accounts in the booking's currency ({{bank_list}}).
-- A template that already lists the accounts is left as the office wrote it.
update mail_templates
set body = body || '<p>Yerinizi kesinleştirmek için ödenecek tutar: <strong>{{deposit}}</strong>, son ödeme: <strong>{{option_until}}</strong>. Ödemeyi, açıklamaya rezervasyon numaranızı ({{reservation_no}}) yazarak aşağıdaki hesaplardan birine gönderebilirsiniz:</p>{{bank_list}}',
    updated_at = now()
where kind = 'reservation_received_customer' and language = 'tr' and body not like '%{{bank_list}}%';

update mail_templates
set body = body || '<p>Amount due to secure your booking: <strong>{{deposit}}</strong>, to be paid by <strong>{{option_until}}</strong>. Please send it to one of the accounts below, quoting your booking reference ({{reservation_no}}):</p>{{bank_list}}',
    updated_at = now()
where kind = 'reservation_received_customer' and language = 'en' and body not like '%{{bank_list}}%';

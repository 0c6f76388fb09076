import { Type, type Static } from 'typebox';
import { AppliedPolicySchema } from '../../common/cancellation-policy-schemas.js';
import { Content, DateInput, Page, PageQuery, ref, MAX_INT, withExample } from '../../common/schemas.js';
import { IsoCurrency, NotifyCustomer, TransactionSchema } from './schemas.js';

// Payments and refunds the office records, the refund a cancellation would owe, the transactions list.

export const RefundBodySchema = withExample(
  Type.Object({
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: 'Ödenen iade (kuruş/sent)' }),
    currency: IsoCurrency,
    method: Type.Union([Type.Literal('bank_transfer'), Type.Literal('card'), Type.Literal('cash')]),
    reference: Type.Optional(Type.String({ maxLength: 120, description: 'Dekont / EFT açıklaması' })),
    paidOn: DateInput('İadenin ödendiği gün'),
    notify: NotifyCustomer('iade bildirimi gider'),
  }),
  { amount: 42000, currency: 'EUR', method: 'bank_transfer', reference: 'İade EFT 2027-0520', paidOn: '2027-05-20' },
);

export type RefundBody = Static<typeof RefundBodySchema>;

export const RefundQuoteSchema = Content(
  Type.Object({
    owes: Type.Boolean({ description: 'false: ödemesi olmayan opsiyon, iptal iade doğurmaz' }),
    applied: ref(AppliedPolicySchema),
    amount: Type.Integer(),
    currency: IsoCurrency,
    paid: Type.Integer(),
    percent: Type.Integer(),
    daysBefore: Type.Integer(),
    rule: Type.String(),
  }),
);

export const PaymentBodySchema = withExample(
  Type.Object({
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: 'Kuruş/sent' }),
    currency: IsoCurrency,
    method: Type.Union([Type.Literal('bank_transfer'), Type.Literal('card'), Type.Literal('cash')]),
    reference: Type.Optional(Type.String({ maxLength: 120, description: 'Dekont / EFT açıklaması' })),
    receivedOn: DateInput('Ödemenin alındığı gün'),
    confirm: Type.Optional(
      Type.Boolean({
        description:
          'Ödeme ön ödemeyi tamamlıyorsa opsiyon onaylansın mı (varsayılan true); false: onaylamadan kaydedilir',
      }),
    ),
    notify: NotifyCustomer(
      'opsiyonu onaylayan ön ödemede sözleşmeyle onay bildirimi, diğer ödemelerde ödeme makbuzu gider',
    ),
  }),
  { amount: 84000, currency: 'EUR', method: 'bank_transfer', reference: 'EFT 2027-0412', receivedOn: '2027-05-02' },
);

export type PaymentBody = Static<typeof PaymentBodySchema>;

export const TransactionListQuerySchema = Type.Object({
  ...PageQuery(100),
  reservation_id: Type.Optional(Type.String({ format: 'uuid' })),
  boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
});

export const TransactionPageSchema = Page(ref(TransactionSchema));

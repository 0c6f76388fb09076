import { Type } from 'typebox';
import { ref } from './schemas.js';

const Rule = Type.Object({
  daysBefore: Type.Integer({ minimum: 0, maximum: 365, description: 'Binişten en az kaç gün önce iptal edilirse' }),
  percent: Type.Integer({ minimum: 0, maximum: 100, description: 'Ödenen tutarın yüzde kaçı iade edilir' }),
});

/** A cancellation policy as stored and sent (`common/cancellation-policy.ts`). */
export const CancellationPolicySchema = Type.Union(
  [
    Type.Object({
      preset: Type.Union([Type.Literal('flexible'), Type.Literal('moderate'), Type.Literal('strict')], {
        description: 'Esnek (7 gün %100), Orta (30 gün %100, 14 gün %50), Katı (30 gün %50)',
      }),
    }),
    Type.Object({
      preset: Type.Literal('custom'),
      rules: Type.Array(Rule, { minItems: 1, maxItems: 10 }),
    }),
  ],
  { $id: 'CancellationPolicy', title: 'CancellationPolicy' },
);

/** The policy that applies, with its name and the sentence the customer reads, in Turkish and in English. */
export const AppliedPolicySchema = Type.Object(
  {
    policy: ref(CancellationPolicySchema),
    name: Type.String({ description: 'Esnek, Orta, Katı veya Özel' }),
    text: Type.String({ description: 'Müşterinin okuduğu iptal koşulu' }),
    nameEn: Type.String({ description: 'İngilizce adı: Flexible, Moderate, Strict veya Custom' }),
    textEn: Type.String({ description: 'İngilizce sayfadaki iptal koşulu' }),
    fromSettings: Type.Boolean({ description: 'true: teknenin kendi politikası yok, ayarlardaki varsayılan geçerli' }),
  },
  { $id: 'AppliedPolicy', title: 'AppliedPolicy' },
);

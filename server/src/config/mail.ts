import { Type, type Static } from 'typebox';

/** The SMTP server, the sender, the office's address and the mail worker's pace. */
export const MailEnv = Type.Object({
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://[^\\s]+$',
      description:
        'e-posta sunucusu, smtp:// veya smtps:// ile (ör. smtps://kullanici:parola@smtp.ornek.com:465); boşsa e-postalar yalnızca kayda geçer',
    }),
  ),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'Fethiye Tekne <noreply@fethiyetekne.com>',
    description: 'gönderen adresi (ör. Fethiye Tekne <rezervasyon@ornek.com>)',
  }),
  OFFICE_EMAIL: Type.Optional(
    Type.String({
      format: 'email',
      description: 'ofis bildirimlerinin gideceği geçerli bir e-posta adresi (boşsa site ayarlarındaki site_email)',
    }),
  ),
  MAIL_RETRY_DELAY_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 30,
    description: 'başarısız e-postanın ilk yeniden deneme gecikmesi, saniye (1-3600; her denemede katlanır)',
  }),
  MAIL_RETRY_LIMIT: Type.Integer({
    minimum: 0,
    maximum: 20,
    default: 6,
    description: 'bir e-postanın en fazla yeniden deneme sayısı (0-20)',
  }),
  MAIL_CONNECTIONS: Type.Integer({
    minimum: 1,
    maximum: 50,
    default: 5,
    description: 'bir süreçte SMTP sunucusuna açık tutulan bağlantı, aynı anda gönderilen e-posta sayısı (1-50)',
  }),
  MAIL_BATCH_SIZE: Type.Integer({
    minimum: 1,
    maximum: 500,
    default: 20,
    description: 'e-posta işçisinin kuyruktan bir seferde aldığı iş sayısı (1-500)',
  }),
});

export interface MailConfig {
  mail: {
    smtpUrl: string | undefined;
    from: string;
    officeEmail: string | undefined;
    retryDelaySeconds: number;
    retryLimit: number;
    /** SMTP connections kept open by the pool, and mails sent at once, per process. */
    connections: number;
    /** `mail.send` jobs a worker fetches at once. */
    batchSize: number;
  };
}

export function mailConfig(e: Static<typeof MailEnv>): MailConfig {
  return {
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      officeEmail: e.OFFICE_EMAIL?.toLowerCase(),
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      retryLimit: e.MAIL_RETRY_LIMIT,
      connections: e.MAIL_CONNECTIONS,
      batchSize: e.MAIL_BATCH_SIZE,
    },
  };
}

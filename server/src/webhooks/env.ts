import { Type, type Static } from 'typebox';
import { DEFAULT_RETRY_SCHEDULE_SECONDS, parseSchedule } from './backoff.js';

const Bool = (description: string, fallback: 'on' | 'off') =>
  Type.Union([Type.Literal('on'), Type.Literal('off')], { description, default: fallback });

/** The webhooks' environment variables; `config.ts` reads them with every other one. */
export const WEBHOOK_ENV = {
  WEBHOOK_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 60000,
    default: 10000,
    description: 'bir webhook gönderiminin süre sınırı (bağlantı, yanıt başlıkları ve gövde), ms (100-60000)',
  }),
  WEBHOOK_RETRY_SCHEDULE: Type.String({
    pattern: '^\\d{1,5}(\\.\\d{1,3})?(,\\d{1,5}(\\.\\d{1,3})?){0,19}$',
    default: DEFAULT_RETRY_SCHEDULE_SECONDS.join(','),
    description:
      'başarısız bir webhook gönderiminden sonraki bekleme süreleri, saniye, virgülle (ör. 5,300,1800,7200,18000,36000,36000); sonuncusundan sonra adres durdurulur',
  }),
  WEBHOOK_CONCURRENCY: Type.Integer({
    minimum: 1,
    maximum: 200,
    default: 16,
    description: 'bir süreçte aynı anda yapılan webhook gönderimi (1-200)',
  }),
  WEBHOOK_LOG_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 30,
    description: 'tamamlanmış webhook teslimatlarının kayıtta kaldığı gün (1-3650)',
  }),
  WEBHOOK_MAX_PARTNER_ENDPOINTS: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 10,
    description:
      'bir iş ortağının kendi anahtarıyla kaydedebileceği en fazla webhook adresi (1-1000; ofisin onun için kaydettikleri de sayılır)',
  }),
  WEBHOOK_ALLOW_PRIVATE_HOSTS: Bool(
    'on veya off (on: iç ağdaki ve http:// webhook adresleri de kabul edilir; yalnızca test ve yerel kullanım için)',
    'off',
  ),
};

export interface WebhookConfig {
  timeoutMs: number;
  /** Waits after each failed attempt, seconds (`backoff.ts`). */
  retrySchedule: number[];
  concurrency: number;
  logDays: number;
  /** A partner registers at most this many endpoints with its key (counting those the office made for it). */
  maxPartnerEndpoints: number;
  /** Off in production: an endpoint must be https:// and outside the server's own network. */
  allowPrivateHosts: boolean;
}

type WebhookEnv = { [K in keyof typeof WEBHOOK_ENV]: Static<(typeof WEBHOOK_ENV)[K]> };

export const webhookConfig = (e: WebhookEnv): WebhookConfig => ({
  timeoutMs: e.WEBHOOK_TIMEOUT_MS,
  retrySchedule: parseSchedule(e.WEBHOOK_RETRY_SCHEDULE),
  concurrency: e.WEBHOOK_CONCURRENCY,
  logDays: e.WEBHOOK_LOG_DAYS,
  maxPartnerEndpoints: e.WEBHOOK_MAX_PARTNER_ENDPOINTS,
  allowPrivateHosts: e.WEBHOOK_ALLOW_PRIVATE_HOSTS === 'on',
});

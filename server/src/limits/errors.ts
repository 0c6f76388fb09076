import { Refusal, waitText } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the limits module: a client past a request counter's limit. */
export class LimitsError extends Refusal {
  static rateLimited = (seconds: number) =>
    new LimitsError(
      'too-many',
      'RATE_LIMITED',
      `Çok fazla istek gönderdiniz. Lütfen ${waitText(seconds)} sonra tekrar deneyin.`,
      seconds,
    );
}

/** The limits module's refusals as answers (registered in `app.ts`). */
export const limitsErrors: ErrorMap = refusalMap(LimitsError);

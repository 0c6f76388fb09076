import { trRange, type RangeKind } from '../common/dates.js';
import { PolicyInvalid } from '../common/cancellation-policy.js';
import { ConcurrencyError } from '../eventstore/store.js';
import { AppError, tooManyRequests, type ErrorMap } from '../platform/errors.js';
import { EXTRA_REFUSALS, PricingError } from './pricing.js';

/**
 * A rule of the booking core said no (the deciders' refusals, and a use case's refusal of its
 * request): a stable code and the Turkish sentence; `bookingErrors` gives it its status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** 409 when the current state forbids it, 400 when the request itself is wrong. */
    readonly kind: 'conflict' | 'invalid' = 'conflict',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A boat, reservation, closing or block the caller asked for is not there (or not theirs to see). */
export class NotFound extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFound';
  }
}

/** What holds a boat's dates: its first and last-exclusive day and where it comes from (`occupancy.source`). */
export interface Clash {
  start: string;
  end: string;
  source: string;
}

/**
 * [start, end) of a boat is held by something else (`clash`, or nothing any more: it was taken meanwhile);
 * `asked` says what was asked for: a stay (a reservation) or closed days (a closing, a boat date).
 */
export class DatesUnavailable extends Error {
  constructor(
    readonly start: string,
    readonly end: string,
    readonly clash: Clash | undefined,
    readonly asked: RangeKind = 'stay',
  ) {
    super(`dates ${start}..${end} unavailable`);
    this.name = 'DatesUnavailable';
  }
}

/** A booking met catalog changes (boat, prices, rates) on every attempt: the visitor should look at the price again. */
export class StaleCatalog extends Error {
  constructor() {
    super('the booking catalog changed on every attempt');
    this.name = 'StaleCatalog';
  }
}

/** The office's screen showed an older version than the record has now (`expectedVersion`). */
export class ConcurrencyConflict extends Error {
  constructor(readonly subject: 'reservation' | 'record') {
    super(`stale ${subject} version`);
    this.name = 'ConcurrencyConflict';
  }
}

/**
 * A website hold past one of the hold limits (holds per client address and hour, live options per
 * e-mail or phone): `code` and the Turkish sentence, and the seconds until the limit frees up.
 */
export class HoldLimitReached extends Error {
  constructor(
    readonly code: 'TOO_MANY_HOLDS' | 'TOO_MANY_OPTIONS',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'HoldLimitReached';
  }
}

/** An Idempotency-Key already used for another booking request. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('idempotency key reused with another request');
    this.name = 'IdempotencyKeyReused';
  }
}

const SOURCE_NAMES: Record<string, string> = {
  reservation: 'başka bir rezervasyon',
  closing: 'bir kapatma',
  availability: 'teknenin kapalı olduğu bir dönem',
  ical: 'başka bir platformdaki bir rezervasyon',
};

/**
 * The 409's sentence for [start, end), naming the clash (or, when nothing holds the dates any more, saying
 * only that they were taken). Both ranges read as the office typed them (`trRange`): a reservation by its
 * boarding and check-out days, a closing, boat date or iCal block by its first and last closed day.
 */
export function datesUnavailableMessage({ start, end, clash, asked }: DatesUnavailable): string {
  const wanted = trRange(asked, start, end);
  if (!clash) return `Seçilen tarihler (${wanted}) bu tekne için artık müsait değil. Lütfen başka tarihler seçin.`;
  const held = trRange(clash.source === 'reservation' ? 'stay' : 'closed', clash.start, clash.end);
  return `Seçilen tarihler (${wanted}) bu tekne için müsait değil: ${SOURCE_NAMES[clash.source] ?? 'bir kayıt'} var (${held}).`;
}

const STATUS_FOR: Record<DomainError['kind'], number> = { conflict: 409, invalid: 400 };

/** The booking core's typed errors as answers (registered with the error handler in `app.ts`). */
export const bookingErrors: ErrorMap = (e) => {
  // The event store's stale writer (any of booking's streams): the reader's screen is out of date.
  if (e instanceof ConcurrencyError) {
    return new AppError(
      409,
      'CONCURRENCY_CONFLICT',
      'Bu kayıt siz işlem yaparken başka biri tarafından değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.',
    );
  }
  if (e instanceof DomainError)
    return new AppError(e.code === 'RESERVATION_NOT_FOUND' ? 404 : STATUS_FOR[e.kind], e.code, e.message);
  if (e instanceof NotFound) return new AppError(404, 'NOT_FOUND', e.message);
  if (e instanceof DatesUnavailable) return new AppError(409, 'DATES_UNAVAILABLE', datesUnavailableMessage(e));
  if (e instanceof PricingError)
    return new AppError(e.code === 'INVALID_RANGE' || EXTRA_REFUSALS.includes(e.code) ? 400 : 409, e.code, e.message);
  if (e instanceof StaleCatalog) {
    return new AppError(
      409,
      'CATALOG_CHANGED',
      'Tekne bilgileri veya fiyatları siz rezervasyon yaparken değişti. Lütfen fiyatı kontrol edip tekrar deneyin.',
    );
  }
  if (e instanceof ConcurrencyConflict) {
    return new AppError(
      409,
      'CONCURRENCY_CONFLICT',
      e.subject === 'reservation'
        ? 'Bu rezervasyon siz işlem yaparken değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.'
        : 'Bu kayıt siz işlem yaparken değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.',
    );
  }
  // A cancellation policy the boats module refused to store (the policy's rules are booking's business).
  if (e instanceof PolicyInvalid) return new AppError(400, 'INVALID_CANCELLATION_POLICY', e.problem);
  if (e instanceof HoldLimitReached) return tooManyRequests(e.code, e.message, e.retryAfterSeconds);
  if (e instanceof IdempotencyKeyReused)
    return new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Bu Idempotency-Key farklı bir rezervasyon isteğiyle kullanılmış.',
    );
  return undefined;
};
